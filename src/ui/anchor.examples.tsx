import type { WidgetExamples } from './examples'
import { Anchor } from './anchor'

export default {
  widget: 'Anchor',
  examples: [
    {
      name: 'Internal link',
      description: 'Navigates inside the app through the router, without reloading the page.',
      render: () => <Anchor path="/services">Our services</Anchor>,
    },
    {
      name: 'Link to the current page',
      description: 'Marked with aria-current="page".',
      render: () => <Anchor path="/test-button">Widget gallery</Anchor>,
    },
    {
      name: 'External link, same window',
      render: () => (
        <Anchor path="https://www.resbank.co.za/" strategy="href">
          South African Reserve Bank
        </Anchor>
      ),
    },
    {
      name: 'External link, new tab',
      description: 'Screen readers hear "opens in a new tab"; the new page cannot reach back.',
      render: () => (
        <Anchor path="https://www.resbank.co.za/" strategy="href" target="_blank">
          South African Reserve Bank
        </Anchor>
      ),
    },
  ],
} satisfies WidgetExamples

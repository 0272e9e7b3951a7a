import { useState } from 'react'
import { Button } from './button'
import type { WidgetExamples } from './examples'
import { Spinner } from './spinner'

function StartStopDemo() {
  const [active, setActive] = useState(false)
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button onClick={() => setActive((current) => !current)}>
        {active ? 'Stop loading' : 'Load the latest indices'}
      </Button>
      <Spinner label="Loading the latest indices" showLabel active={active} />
    </div>
  )
}

export default {
  widget: 'Spinner',
  examples: [
    {
      name: 'Default',
      description: 'A status region; screen readers hear "Loading".',
      render: () => <Spinner />,
    },
    {
      name: 'With a visible label',
      render: () => <Spinner label="Loading bank branches" showLabel />,
    },
    {
      name: 'Sizes',
      render: () => (
        <div className="flex items-center gap-4">
          <Spinner size="sm" label="Loading notifications" />
          <Spinner size="md" label="Loading documents" />
          <Spinner size="lg" label="Loading the payment stream chart" />
        </div>
      ),
    },
    {
      name: 'Active or idle',
      description:
        'The status region stays in the page while idle, so starting is announced. Try the button.',
      render: () => <StartStopDemo />,
    },
    {
      name: 'Decorative',
      description:
        'Hidden from assistive technology, for use inside a control that says it is busy.',
      render: () => (
        <p className="text-muted flex items-center gap-2">
          <Spinner decorative size="sm" /> Checking your details
        </p>
      ),
    },
  ],
} satisfies WidgetExamples

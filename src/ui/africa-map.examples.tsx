import { useState } from 'react'
import { AfricaMap, type AfricaMapProps } from './africa-map'
import type { WidgetExamples } from './examples'
import { AFRICA_PATHS } from './maps/africa-paths'

/** The map with what it reports: the country under the pointer. */
function AfricaMapDemo(props: AfricaMapProps) {
  const [highlighted, setHighlighted] = useState<string | null>(null)
  const name = highlighted ? AFRICA_PATHS[highlighted as keyof typeof AFRICA_PATHS]?.name : null
  return (
    <div className="flex flex-col gap-2">
      <AfricaMap {...props} onHighlight={setHighlighted} />
      <p data-slot="demo-highlighted" className="text-muted text-sm">
        Under the pointer: {name ?? 'no country'}
      </p>
    </div>
  )
}

/** Controlled by its parent, as a page that remembers the choice would use it. */
function ControlledAfricaMap() {
  const [country, setCountry] = useState<string | null>('zambia')
  return <AfricaMapDemo value={country} onValueChange={setCountry} />
}

export default {
  widget: 'Africa map',
  examples: [
    {
      name: 'Default selection',
      description:
        'South Africa is selected at first. Click a country in colour, or Tab to the map and use the arrow keys, then Enter or Space.',
      render: () => <AfricaMapDemo />,
    },
    {
      name: 'Another country selected',
      description: 'Controlled by its parent, starting on Zambia.',
      render: () => <ControlledAfricaMap />,
    },
    {
      name: 'Narrow container',
      description: 'At 280 px the map scales down and the list of countries wraps.',
      render: () => (
        <div className="max-w-[280px]">
          <AfricaMapDemo />
        </div>
      ),
    },
  ],
} satisfies WidgetExamples

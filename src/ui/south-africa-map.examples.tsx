import { useState } from 'react'
import type { WidgetExamples } from './examples'
import { SOUTH_AFRICA_PATHS } from './maps/south-africa-paths'
import {
  SouthAfricaMap,
  type ProvinceOpacityUpdate,
  type SouthAfricaMapProps,
} from './south-africa-map'

/** Made-up branch counts, scaled to 0.2..1 as the branch locator will pass them. */
const ILLUSTRATIVE_COUNTS: Record<string, number> = {
  gauteng: 40,
  'western-cape': 28,
  'kwazulu-natal': 24,
  'eastern-cape': 16,
  limpopo: 12,
  mpumalanga: 11,
  'free-state': 9,
  'north-west': 8,
  'northern-cape': 4,
}

function scaled(counts: Record<string, number>): ProvinceOpacityUpdate[] {
  const values = Object.values(counts)
  const [low, high] = [Math.min(...values), Math.max(...values)]
  return Object.entries(counts).map(([Name, count]) => ({
    Name,
    Opacity: 0.2 + (0.8 * (count - low)) / (high - low),
    Label: `${count} branches`,
  }))
}

/** The map with what it reports: the province under the pointer. */
function ProvinceMapDemo(props: SouthAfricaMapProps) {
  const [highlighted, setHighlighted] = useState<string | null>(null)
  const name = highlighted
    ? SOUTH_AFRICA_PATHS[highlighted as keyof typeof SOUTH_AFRICA_PATHS]?.name
    : null
  return (
    <div className="flex flex-col gap-2">
      <SouthAfricaMap {...props} onHighlight={setHighlighted} />
      <p data-slot="demo-highlighted" className="text-muted text-sm">
        Under the pointer: {name ?? 'no province'}
      </p>
    </div>
  )
}

export default {
  widget: 'South Africa province map',
  examples: [
    {
      name: 'Default',
      description:
        'No province is selected at first. Lesotho and Eswatini are drawn but cannot be chosen.',
      render: () => <ProvinceMapDemo />,
    },
    {
      name: 'Province selected',
      description: 'Starting on Gauteng.',
      render: () => <ProvinceMapDemo defaultValue="gauteng" />,
    },
    {
      name: 'Opacity updates',
      description:
        'Each province shaded by its figure; the list and legend say the figures in words.',
      render: () => (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold">Illustrative data, not real branch counts</p>
          <ProvinceMapDemo
            opacityUpdates={scaled(ILLUSTRATIVE_COUNTS)}
            shadingLabel="Bank branches (illustrative)"
          />
        </div>
      ),
    },
    {
      name: 'Narrow container',
      description: 'At 280 px the map scales down and the list of provinces wraps.',
      render: () => (
        <div className="max-w-[280px]">
          <ProvinceMapDemo defaultValue="western-cape" />
        </div>
      ),
    },
  ],
} satisfies WidgetExamples

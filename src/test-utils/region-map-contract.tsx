import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { ControlledValueProps } from '../ui/use-controlled-value'
import { describeControlledContract } from './controlled-contract'

interface RegionMapSubject {
  /** The map widget with these value props. */
  render: (props: ControlledValueProps<string>) => React.ReactElement
  /** The map's accessible name, e.g. "Map of Africa". */
  mapName: string
  /** The name of the list of buttons under the map, e.g. "Choose a country". */
  listName: string
  /** "country" or "province", as in "No country selected". */
  regionKind: string
  /** Two choosable regions, by id and name. */
  regions: readonly [{ id: string; name: string }, { id: string; name: string }]
}

/**
 * The controlled contract for a region map (AfricaMap, SouthAfricaMap): its value is the selected
 * region's id, '' for none; what it shows beside it (the pressed region on the map and in the list,
 * and "Selected: …" in words) follows that value alone.
 */
export function describeRegionMapContract(name: string, subject: RegionMapSubject) {
  const map = () => screen.getByRole('group', { name: subject.mapName })
  const list = () => screen.getByRole('toolbar', { name: subject.listName })
  const nameOf = (id: string) => subject.regions.find((region) => region.id === id)?.name
  describeControlledContract<string>(name, {
    render: subject.render,
    values: [subject.regions[0].id, subject.regions[1].id],
    empty: '',
    choose: async (user, value) => {
      await user.click(within(list()).getByRole('button', { name: nameOf(value) }))
    },
    shown: () =>
      within(map())
        .queryAllByRole('button', { pressed: true })
        .map((region) => region.getAttribute('data-region'))
        .join(' '),
    traces: (value) => {
      const pressed = within(list())
        .queryAllByRole('button', { pressed: true })
        .map((option) => option.textContent)
      expect(pressed).toEqual(value ? [nameOf(value)] : [])
      expect(
        screen.getByText(value ? 'Selected:' : `No ${subject.regionKind} selected`, {
          exact: false,
        }),
      ).toHaveTextContent(
        value ? `Selected: ${nameOf(value)}` : `No ${subject.regionKind} selected`,
      )
    },
  })
}

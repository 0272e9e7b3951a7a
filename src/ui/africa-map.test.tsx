import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { describeRegionMapContract } from '../test-utils/region-map-contract'
import { AfricaMap } from './africa-map'

function map() {
  return screen.getByRole('group', { name: 'Map of Africa' })
}
function mapRegion(name: string) {
  return within(map()).getByRole('button', { name })
}
function listOption(name: string) {
  return within(screen.getByRole('toolbar', { name: 'Choose a country' })).getByRole('button', {
    name,
  })
}
function drawnRegion(id: string) {
  const path = map().querySelector(`[data-region="${id}"]`)
  if (!path) throw new Error(`${id} is not drawn`)
  return path
}

const SELECTABLE_NAMES = [
  'Chad',
  'Democratic Republic of the Congo',
  'Djibouti',
  'Eswatini',
  'Gambia',
  'Guinea',
  'Lesotho',
  'Liberia',
  'Malawi',
  'Mauritania',
  'Mozambique',
  'Namibia',
  'Niger',
  'Rwanda',
  'Senegal',
  'South Africa',
  'Tanzania',
  'Uganda',
  'Zambia',
]

describe('AfricaMap', () => {
  it('is a named map whose 19 choosable countries are buttons, in name order', () => {
    render(<AfricaMap />)
    const names = within(map())
      .getAllByRole('button')
      .map((region) => region.getAttribute('aria-label'))
    expect(names).toEqual(SELECTABLE_NAMES)
    expect(
      within(screen.getByRole('toolbar', { name: 'Choose a country' }))
        .getAllByRole('button')
        .map((option) => option.textContent),
    ).toEqual(SELECTABLE_NAMES)
  })

  it('draws the other countries, Western Sahara too, muted and out of reach', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<AfricaMap onValueChange={onSelect} />)
    for (const id of ['botswana', 'western-sahara', 'madagascar', 'seychelles']) {
      const region = drawnRegion(id)
      expect(region).not.toHaveAttribute('role')
      expect(region).not.toHaveAttribute('tabindex')
      expect(region.closest('[aria-hidden="true"]')).not.toBeNull()
    }
    expect(within(map()).queryByRole('button', { name: 'Botswana' })).toBeNull()
    await user.click(drawnRegion('botswana'))
    expect(onSelect).not.toHaveBeenCalled()
    expect(screen.getByText('Selected:', { exact: false })).toHaveTextContent(
      'Selected: South Africa',
    )
  })

  it('hatches the other countries, on the map and in the legend, apart from the choosable ones', () => {
    render(<AfricaMap />)
    const pattern = map().querySelector('pattern')
    expect(pattern).not.toBeNull()
    const hatched = (element: Element | null | undefined) =>
      (element as SVGElement | null)?.style.fill.includes(`#${pattern!.id}`) ?? false
    for (const id of ['botswana', 'egypt', 'western-sahara']) {
      expect(hatched(drawnRegion(id)), id).toBe(true)
    }
    expect(hatched(drawnRegion('namibia'))).toBe(false)
    expect(hatched(screen.getByText('Other country').closest('li')?.querySelector('rect'))).toBe(
      true,
    )
  })

  it('starts with South Africa selected, on the map, in the list and in words', () => {
    render(<AfricaMap />)
    expect(mapRegion('South Africa')).toHaveAttribute('aria-pressed', 'true')
    expect(mapRegion('Namibia')).toHaveAttribute('aria-pressed', 'false')
    expect(listOption('South Africa')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('Selected:', { exact: false })).toHaveTextContent(
      'Selected: South Africa',
    )
  })

  it('a click makes the country the only selected one and reports its id', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<AfricaMap onValueChange={onSelect} />)
    await user.click(mapRegion('Namibia'))
    expect(onSelect).toHaveBeenCalledWith('namibia')
    expect(mapRegion('Namibia')).toHaveAttribute('aria-pressed', 'true')
    expect(mapRegion('South Africa')).toHaveAttribute('aria-pressed', 'false')
    expect(within(map()).getAllByRole('button', { pressed: true })).toHaveLength(1)
    expect(listOption('Namibia')).toHaveAttribute('aria-pressed', 'true')
    expect(listOption('South Africa')).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('Selected:', { exact: false })).toHaveTextContent('Selected: Namibia')

    await user.click(listOption('Rwanda'))
    expect(onSelect).toHaveBeenLastCalledWith('rwanda')
    expect(mapRegion('Rwanda')).toHaveAttribute('aria-pressed', 'true')
    expect(mapRegion('Namibia')).toHaveAttribute('aria-pressed', 'false')
  })

  it('follows `value` when controlled, reporting clicks without changing by itself', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    const { rerender } = render(<AfricaMap value="zambia" onValueChange={onSelect} />)
    expect(mapRegion('Zambia')).toHaveAttribute('aria-pressed', 'true')
    expect(mapRegion('South Africa')).toHaveAttribute('aria-pressed', 'false')
    await user.click(mapRegion('Malawi'))
    expect(onSelect).toHaveBeenCalledWith('malawi')
    expect(mapRegion('Zambia')).toHaveAttribute('aria-pressed', 'true')
    rerender(<AfricaMap value="malawi" onValueChange={onSelect} />)
    expect(mapRegion('Malawi')).toHaveAttribute('aria-pressed', 'true')
    expect(mapRegion('Zambia')).toHaveAttribute('aria-pressed', 'false')
  })

  it('works controlled by a parent that keeps the state', async () => {
    const user = userEvent.setup()
    function Parent() {
      const [country, setCountry] = useState<string | null>('south-africa')
      return (
        <>
          <AfricaMap value={country} onValueChange={setCountry} />
          <output>{country}</output>
        </>
      )
    }
    render(<Parent />)
    await user.click(mapRegion('Uganda'))
    expect(screen.getByRole('status')).toHaveTextContent('uganda')
    expect(mapRegion('Uganda')).toHaveAttribute('aria-pressed', 'true')
  })

  it('reports the country under the pointer, and null when the pointer leaves the map', async () => {
    const user = userEvent.setup()
    const onHighlight = vi.fn()
    render(<AfricaMap onHighlight={onHighlight} />)
    await user.hover(mapRegion('Mozambique'))
    expect(onHighlight).toHaveBeenLastCalledWith('mozambique')
    expect(mapRegion('Mozambique')).toHaveAttribute('data-highlighted')
    await user.hover(mapRegion('Malawi'))
    expect(onHighlight).toHaveBeenLastCalledWith('malawi')
    expect(mapRegion('Mozambique')).not.toHaveAttribute('data-highlighted')
    // A country that cannot be chosen highlights nothing.
    await user.hover(drawnRegion('botswana'))
    expect(onHighlight).toHaveBeenLastCalledWith(null)
    await user.hover(mapRegion('Namibia'))
    await user.unhover(map())
    expect(onHighlight).toHaveBeenLastCalledWith(null)
    expect(mapRegion('Namibia')).not.toHaveAttribute('data-highlighted')
  })

  it('is one tab stop: the selected country, then arrows in name order, Enter and Space select', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(
      <>
        <button type="button">Before</button>
        <AfricaMap onValueChange={onSelect} />
      </>,
    )
    expect(
      within(map())
        .getAllByRole('button')
        .filter((region) => region.tabIndex === 0),
    ).toEqual([mapRegion('South Africa')])
    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    expect(mapRegion('South Africa')).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(mapRegion('Tanzania')).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenLastCalledWith('tanzania')
    expect(mapRegion('Tanzania')).toHaveAttribute('aria-pressed', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(mapRegion('Zambia')).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(mapRegion('Chad')).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(mapRegion('Zambia')).toHaveFocus()
    await user.keyboard('{Home}')
    expect(mapRegion('Chad')).toHaveFocus()
    await user.keyboard('{End}{ArrowUp}')
    expect(mapRegion('Uganda')).toHaveFocus()
    await user.keyboard(' ')
    expect(onSelect).toHaveBeenLastCalledWith('uganda')
    expect(screen.getByText('Selected:', { exact: false })).toHaveTextContent('Selected: Uganda')
    // Tab leaves the map for the list, which starts on the selected country too.
    await user.tab()
    expect(listOption('Uganda')).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(listOption('Zambia')).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(mapRegion('Zambia')).toHaveAttribute('aria-pressed', 'true')
  })

  it('draws a focus ring on the map for the focused country', async () => {
    const user = userEvent.setup()
    render(<AfricaMap />)
    await user.tab()
    expect(mapRegion('South Africa')).toHaveFocus()
    const ring = map().querySelector('[data-slot="region-map-focus-ring"] path')
    expect(ring).toHaveAttribute('d', mapRegion('South Africa').getAttribute('d'))
    await user.tab()
    expect(map().querySelector('[data-slot="region-map-focus-ring"] path')).toHaveAttribute(
      'd',
      mapRegion('South Africa').getAttribute('d'),
    )
  })

  it('draws no focus ring when a click moved focus', async () => {
    const user = userEvent.setup()
    render(<AfricaMap />)
    await user.click(mapRegion('Niger'))
    expect(mapRegion('Niger')).toHaveFocus()
    expect(map().querySelector('[data-slot="region-map-focus-ring"]')).toBeNull()
  })

  it('marks the small island states with a ring so they can be found', () => {
    render(<AfricaMap />)
    expect(map().querySelectorAll('[data-slot="region-map-island-marker"]')).toHaveLength(5)
  })
})

describeRegionMapContract('AfricaMap', {
  render: (props) => <AfricaMap {...props} />,
  mapName: 'Map of Africa',
  listName: 'Choose a country',
  regionKind: 'country',
  regions: [
    { id: 'zambia', name: 'Zambia' },
    { id: 'malawi', name: 'Malawi' },
  ],
})

import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { describeRegionMapContract } from '../test-utils/region-map-contract'
import { provinceId, SouthAfricaMap, type ProvinceOpacityUpdate } from './south-africa-map'

function map() {
  return screen.getByRole('group', { name: 'Map of the provinces of South Africa' })
}
function mapRegion(name: string) {
  return within(map()).getByRole('button', { name })
}
function listOption(name: string | RegExp) {
  return within(screen.getByRole('toolbar', { name: 'Choose a province' })).getByRole('button', {
    name,
  })
}
function drawnRegion(id: string) {
  const path = map().querySelector<SVGPathElement>(`[data-region="${id}"]`)
  if (!path) throw new Error(`${id} is not drawn`)
  return path
}

const PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
]

/** Made-up figures for the tests. */
const UPDATES: ProvinceOpacityUpdate[] = [
  { Name: 'gauteng', Opacity: 1, Label: '40 branches' },
  { Name: 'Western-Cape', Opacity: 0.6, Label: '24 branches' },
  { Name: 'Northern Cape', Opacity: 0.2, Label: '8 branches' },
  { Name: 'lesotho', Opacity: 1 },
  { Name: 'atlantis', Opacity: 1 },
]

describe('SouthAfricaMap', () => {
  it('offers the nine provinces in name order, with nothing selected at first', () => {
    render(<SouthAfricaMap />)
    expect(
      within(map())
        .getAllByRole('button')
        .map((region) => region.getAttribute('aria-label')),
    ).toEqual(PROVINCES)
    expect(within(map()).queryAllByRole('button', { pressed: true })).toHaveLength(0)
    expect(screen.getByText('No province selected')).toBeInTheDocument()
  })

  it('draws Lesotho and Eswatini but they cannot be chosen', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    const onHighlight = vi.fn()
    render(<SouthAfricaMap onValueChange={onSelect} onHighlight={onHighlight} />)
    for (const id of ['lesotho', 'eswatini']) {
      expect(drawnRegion(id)).not.toHaveAttribute('role')
      expect(drawnRegion(id)).not.toHaveAttribute('tabindex')
    }
    expect(within(map()).queryByRole('button', { name: 'Lesotho' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Lesotho' })).toBeNull()
    await user.click(drawnRegion('lesotho'))
    expect(onSelect).not.toHaveBeenCalled()
    expect(onHighlight).not.toHaveBeenCalledWith('lesotho')
    expect(screen.getByText('No province selected')).toBeInTheDocument()
  })

  it('selects one province at a time by click or keyboard and reports its id', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<SouthAfricaMap onValueChange={onSelect} />)
    await user.click(mapRegion('Gauteng'))
    expect(onSelect).toHaveBeenLastCalledWith('gauteng')
    expect(mapRegion('Gauteng')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('Selected:', { exact: false })).toHaveTextContent('Selected: Gauteng')
    await user.keyboard('{ArrowRight}{Enter}')
    expect(onSelect).toHaveBeenLastCalledWith('kwazulu-natal')
    expect(mapRegion('KwaZulu-Natal')).toHaveAttribute('aria-pressed', 'true')
    expect(mapRegion('Gauteng')).toHaveAttribute('aria-pressed', 'false')
    expect(listOption('KwaZulu-Natal')).toHaveAttribute('aria-pressed', 'true')
  })

  it('reports the province under the pointer and null once the pointer leaves the map', async () => {
    const user = userEvent.setup()
    const onHighlight = vi.fn()
    render(<SouthAfricaMap onHighlight={onHighlight} />)
    await user.hover(mapRegion('Limpopo'))
    expect(onHighlight).toHaveBeenLastCalledWith('limpopo')
    await user.unhover(map())
    expect(onHighlight).toHaveBeenLastCalledWith(null)
  })

  it('shades the provinces by their opacity updates and says the figures in words', () => {
    render(<SouthAfricaMap opacityUpdates={UPDATES} shadingLabel="Bank branches" />)
    expect(mapRegion('Gauteng').style.fillOpacity).toBe('1')
    expect(mapRegion('Western Cape').style.fillOpacity).toBe('0.6')
    expect(mapRegion('Northern Cape').style.fillOpacity).toBe('0.2')
    expect(mapRegion('Limpopo').style.fillOpacity).toBe('')
    // Lesotho is not a province: its update is ignored.
    expect(drawnRegion('lesotho').style.fillOpacity).toBe('')
    expect(listOption(/Gauteng/)).toHaveTextContent('Gauteng40 branches')
    expect(listOption(/Northern Cape/)).toHaveTextContent('8 branches')
    expect(screen.getByText('Bank branches:')).toBeInTheDocument()
    expect(screen.getByText('Fewer')).toBeInTheDocument()
    expect(screen.getByText('More')).toBeInTheDocument()
  })

  it('keeps opacities between 0 and 1', () => {
    render(
      <SouthAfricaMap
        opacityUpdates={[
          { Name: 'limpopo', Opacity: 3 },
          { Name: 'free-state', Opacity: -1 },
        ]}
      />,
    )
    expect(mapRegion('Limpopo').style.fillOpacity).toBe('1')
    expect(mapRegion('Free State').style.fillOpacity).toBe('0')
  })
})

describe('provinceId', () => {
  it('reads the names the spec writes as ids', () => {
    expect(provinceId('Eastern-Cape')).toBe('eastern-cape')
    expect(provinceId('North West')).toBe('north-west')
    expect(provinceId(' KwaZulu-Natal ')).toBe('kwazulu-natal')
  })
})

describeRegionMapContract('SouthAfricaMap', {
  render: (props) => <SouthAfricaMap {...props} />,
  mapName: 'Map of the provinces of South Africa',
  listName: 'Choose a province',
  regionKind: 'province',
  regions: [
    { id: 'gauteng', name: 'Gauteng' },
    { id: 'western-cape', name: 'Western Cape' },
  ],
})

import shots from 'virtual:gallery-shots'
import { describe, expect, it } from 'vitest'
import { widgetAccessibility } from '../../content/widget-accessibility'
import { exampleId, type WidgetExamples } from '../../ui/examples'

/** Every widget the gallery shows, by file name. */
const widgets = Object.keys(import.meta.glob('../../ui/*.examples.tsx')).map((path) =>
  path.replace('../../ui/', '').replace('.examples.tsx', ''),
)

describe('the widget gallery’s accessibility notes', () => {
  it('has notes for every widget with examples, and none for a widget that does not exist', () => {
    expect(widgets.length).toBeGreaterThan(20)
    expect(Object.keys(widgetAccessibility).sort()).toEqual([...widgets].sort())
  })

  it.each(widgets)('%s: says what it exposes and what was checked', (widget) => {
    const notes = widgetAccessibility[widget]
    expect(notes?.semantics.length).toBeGreaterThan(0)
    expect(notes?.checked.length).toBeGreaterThan(0)
    for (const { keys, action } of notes?.keyboard ?? []) {
      expect(keys.trim()).not.toBe('')
      expect(action.trim()).not.toBe('')
    }
  })

  const claimsForcedColours = widgets.filter((widget) =>
    widgetAccessibility[widget]?.checked.some((line) => line.startsWith('Forced colours')),
  )

  it('pictures in forced colours every widget said to be checked in them, and only those', () => {
    const pictured = widgets.filter((widget) => widgetAccessibility[widget]?.forcedColours?.length)
    expect(pictured.length).toBeGreaterThan(10)
    expect(pictured).toEqual(claimsForcedColours)
  })

  it.each(claimsForcedColours)(
    '%s: each state pictured is one of its examples, with both pictures present',
    async (widget) => {
      const examples = (
        (await import(`../../ui/${widget}.examples.tsx`)) as { default: WidgetExamples }
      ).default.examples.map((example) => exampleId(example.name))
      for (const view of widgetAccessibility[widget]?.forcedColours ?? []) {
        expect(examples).toContain(view.example)
        expect(view.shows.length).toBeGreaterThan(40)
        for (const kind of ['as-drawn', 'forced-colours']) {
          const shot = shots[`${widget}--${view.state}--${kind}`]
          expect(shot, `${widget}--${view.state}--${kind}.png`).toBeDefined()
          expect(shot?.width).toBeGreaterThan(100)
          expect(shot?.height).toBeGreaterThan(30)
        }
      }
    },
  )
})

import { describe, expect, it } from 'vitest'
import { widgetAccessibility } from './widget-accessibility'

/** Every widget the gallery shows, by file name. */
const widgets = Object.keys(import.meta.glob('../ui/*.examples.tsx')).map((path) =>
  path.replace('../ui/', '').replace('.examples.tsx', ''),
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
})

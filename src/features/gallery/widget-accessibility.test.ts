// @vitest-environment node
import shots from 'virtual:gallery-shots'
import { describe, expect, it } from 'vitest'
import { widgetAccessibility } from '../../content/widget-accessibility'
import { widgetGuidance } from '../../content/widget-guidance'
import { exampleId, type WidgetExamples } from '../../ui/examples'
import type { WidgetTranscript } from '../../ui/transcripts/transcript'

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

/** The stored screen reader transcripts the gallery shows, by widget file name. */
const transcripts = Object.entries(
  import.meta.glob<WidgetTranscript>('../../ui/transcripts/*.transcript.json', {
    eager: true,
    import: 'default',
  }),
).map(([path, transcript]) => ({
  file: path.replace('../../ui/transcripts/', '').replace('.transcript.json', ''),
  transcript,
}))

/** The transcripts' tests, by widget file name. */
const transcriptTests = Object.keys(
  import.meta.glob('../../ui/transcripts/*.transcript.test.tsx'),
).map((path) => path.replace('../../ui/transcripts/', '').replace('.transcript.test.tsx', ''))

describe('the widget gallery’s screen reader transcripts', () => {
  it('cover at least 20 widgets, each with examples and with the test that checks it', () => {
    expect(transcripts.length).toBeGreaterThanOrEqual(20)
    for (const { file, transcript } of transcripts) {
      expect(widgets, `${file}.transcript.json`).toContain(file)
      expect(transcript.widget).toBe(file)
    }
    expect(transcripts.map(({ file }) => file).sort()).toEqual([...transcriptTests].sort())
  })

  it.each(transcripts.map(({ file, transcript }) => [file, transcript] as const))(
    '%s: each scenario runs on one of its examples and says something',
    async (widget, transcript) => {
      const examples = (
        (await import(`../../ui/${widget}.examples.tsx`)) as { default: WidgetExamples }
      ).default.examples.map((example) => example.name)
      expect(transcript.scenarios.length).toBeGreaterThan(0)
      for (const scenario of transcript.scenarios) {
        expect(examples).toContain(scenario.example)
        expect(scenario.steps.length).toBeGreaterThan(0)
        expect(scenario.phrases.length).toBeGreaterThan(0)
      }
    },
  )
})

describe('the widget gallery’s guidance', () => {
  it('says when to use every widget with examples, and only those', () => {
    expect(Object.keys(widgetGuidance).sort()).toEqual([...widgets].sort())
  })

  it.each(widgets)('%s: one to three uses, and one to three cases for something else', (widget) => {
    const guidance = widgetGuidance[widget]
    expect(guidance?.use.length).toBeGreaterThanOrEqual(1)
    expect(guidance?.use.length).toBeLessThanOrEqual(3)
    expect(guidance?.avoid.length).toBeGreaterThanOrEqual(1)
    expect(guidance?.avoid.length).toBeLessThanOrEqual(3)
    const lines = [
      ...(guidance?.use ?? []),
      ...(guidance?.avoid ?? []).flatMap(({ when, instead }) => [when, instead]),
    ]
    for (const line of lines) {
      expect(line.trim(), widget).toBe(line)
      expect(line.length, widget).toBeGreaterThan(10)
      // Typographic quotes and apostrophes, as the rest of the site's copy.
      expect(line, widget).not.toMatch(/['"]/)
    }
  })
})

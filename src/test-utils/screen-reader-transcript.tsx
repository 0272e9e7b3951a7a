import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { virtual } from '@guidepup/virtual-screen-reader'
import { act, render } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { WidgetExamples } from '../ui/examples'
import {
  stepText,
  type TranscriptScenario,
  type TranscriptStep,
  type WidgetTranscript,
} from '../ui/transcripts/transcript'
import { stubIntersectionObserver } from './intersection-observer'
import { renderWithRouter } from './render-with-router'

/** Set to 1 to rewrite the stored transcripts from what the screen reader says now. */
const UPDATING = process.env.UPDATE_TRANSCRIPTS === '1'

export interface TranscriptScenarioSpec {
  /** What the visitor does, in plain words: the scenario's title in the gallery. */
  title: string
  /** The name of the widget's gallery example it runs on. */
  example: string
  steps: readonly TranscriptStep[]
  /** Today's date for the scenario (ISO), for widgets that show or start from today. */
  today?: string
  /** Renders the example inside a memory router at this path, for examples with router links. */
  routerPath?: string
  /** What the example needs beside it, e.g. the toaster its toasts appear in. */
  wrap?: (example: React.ReactNode) => React.ReactNode
}

/** Where the widget's transcript is stored (a path join: Vite rewrites `new URL(…, import.meta.url)`). */
function transcriptPath(widget: string): string {
  const here = dirname(fileURLToPath(import.meta.url))
  return join(here, '..', 'ui', 'transcripts', `${widget}.transcript.json`)
}

function storedTranscript(widget: string): WidgetTranscript | undefined {
  const path = transcriptPath(widget)
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as WidgetTranscript) : undefined
}

/**
 * A fake clock that Testing Library also moves: its async wrapper waits on a zero-length timer
 * and advances it only where it sees Jest's fake timers, so it is shown the same clock under
 * Jest's name for the scenario.
 */
function startFakeClock(): void {
  vi.useFakeTimers()
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
}

/**
 * The virtual screen reader names live-region changes a moment after they happen; a node removed
 * in that moment has no document to look labels up in, and the lookup throws (an unhandled
 * rejection, guidepup/virtual-screen-reader issue 48). Looking them up in the detached tree
 * instead lets such a change be skipped as the reader means to.
 */
function lookUpIdsInDetachedTrees(): () => void {
  const prototype = Element.prototype as Element & {
    getElementById?: (id: string) => Element | null
  }
  if (prototype.getElementById) return () => {}
  prototype.getElementById = function (this: Element, id: string) {
    return this.querySelector(`[id="${id.replace(/["\\]/g, '\\$&')}"]`)
  }
  return () => {
    delete prototype.getElementById
  }
}

/** Lets React, the DOM's mutation observers and the reader's live-region queue settle. */
async function settle(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    // What a browser runs at once (zero-delay timers: focus moves, Radix's presence) runs now.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
  }
}

const ARROW_KEYS = new Set(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight'])

async function runStep(step: TranscriptStep): Promise<void> {
  if ('press' in step && ARROW_KEYS.has(step.press)) {
    // A person's key stays down longer than a tick, and widgets act on that: Radix moves the focus
    // a tick after an arrow's keydown and checks a radio only while the arrow is still down, as
    // Chromium shows. virtual.press would release the key at once, so it is held ("Key>", the
    // keyboard syntax virtual.press passes on), time moves on, and then it is released.
    await virtual.press(`${step.press}>`)
    await settle()
    await virtual.press(`/${step.press}`)
  } else if ('press' in step) await virtual.press(step.press)
  else if ('type' in step) await virtual.type(step.type)
  else if ('read' in step) await (step.read === 'next' ? virtual.next() : virtual.previous())
  else if ('wait' in step) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step.wait)
    })
  } else await virtual.act()
  await settle()
}

const LIVE_PHRASE = /^(polite|assertive): /

/**
 * The reader's log as a visitor would hear it. The virtual reader announces a live region once
 * for each DOM mutation inside it, where a screen reader speaks one change once: a live phrase
 * repeating the one before it is dropped, and so is one with no words (a region emptied).
 */
function spoken(log: readonly string[]): string[] {
  return log.filter((phrase, at) => {
    if (!LIVE_PHRASE.test(phrase)) return true
    return phrase.replace(LIVE_PHRASE, '').trim() !== '' && phrase !== log[at - 1]
  })
}

/**
 * A combobox that is not a text field or a select (a button with `role="combobox"`, as the Select
 * parts' trigger) has a value in Chromium's accessibility tree: its text, the chosen option or the
 * placeholder, which screen readers speak after its name. The virtual reader gives such an element
 * no value, so a phrase about the focused one gets it here, where Chromium puts it (the gallery's
 * e2e test compares the stored phrase with Chromium's tree).
 */
function withComboboxValue(phrase: string, focused: Element | null): string {
  if (!(focused instanceof HTMLElement) || focused.getAttribute('role') !== 'combobox')
    return phrase
  if (focused instanceof HTMLInputElement || focused instanceof HTMLSelectElement) return phrase
  const value = (focused.textContent ?? '').replace(/\s+/g, ' ').trim()
  const [role, name, ...rest] = phrase.split(', ')
  if (role !== 'combobox' || !value || value === name || rest[0] === value) return phrase
  return [role, name, value, ...rest].join(', ')
}

/** Renders the example, runs the steps under the virtual screen reader, returns what it said. */
async function record(
  examples: WidgetExamples,
  spec: TranscriptScenarioSpec,
): Promise<TranscriptScenario> {
  const example = examples.examples.find((candidate) => candidate.name === spec.example)
  if (!example) throw new Error(`${examples.widget} has no example named "${spec.example}"`)
  // Every scenario runs on a fake clock, so no delay of a widget's runs out by itself on a busy
  // machine: only a `wait` step moves time on.
  startFakeClock()
  if (spec.today) vi.setSystemTime(new Date(spec.today))
  // jsdom has no IntersectionObserver; nothing in a scenario scrolls, so nothing need intersect.
  stubIntersectionObserver()
  const ui = spec.wrap ? spec.wrap(example.render()) : example.render()
  if (spec.routerPath) await renderWithRouter(ui, { path: spec.routerPath })
  else render(<>{ui}</>)
  await settle()
  await virtual.start({
    container: document.body,
    advanceTimers: (ms: number) => {
      vi.advanceTimersByTime(ms)
    },
  })
  // What the reader says on starting (the document) is not part of the visitor's scenario.
  const atStart = (await virtual.spokenPhraseLog()).length
  const log: string[] = []
  for (const step of spec.steps) {
    const before = (await virtual.spokenPhraseLog()).length
    await runStep(step)
    const said = (await virtual.spokenPhraseLog()).slice(Math.max(before, atStart))
    log.push(...said.map((phrase) => withComboboxValue(phrase, document.activeElement)))
  }
  const phrases = spoken(log)
  return { title: spec.title, example: spec.example, steps: spec.steps.map(stepText), phrases }
}

/**
 * The widget's screen reader transcripts: each scenario runs under Guidepup's virtual screen
 * reader and must say exactly the stored phrases (`src/ui/transcripts/<widget>.transcript.json`),
 * which the widget gallery shows. `UPDATE_TRANSCRIPTS=1` rewrites the stored file instead, to be
 * reviewed in the diff like any change.
 */
export function describeTranscripts(
  widget: string,
  examples: WidgetExamples,
  scenarios: readonly TranscriptScenarioSpec[],
): void {
  describe(`${widget}: what a screen reader says`, () => {
    const stored = storedTranscript(widget)
    const recorded = new Map<string, TranscriptScenario>()
    const rerun = `Run UPDATE_TRANSCRIPTS=1 npx vitest run src/ui/transcripts/${widget}.transcript.test.tsx and review the diff of ${widget}.transcript.json.`

    let restoreElement = () => {}
    beforeAll(() => {
      restoreElement = lookUpIdsInDetachedTrees()
    })

    afterEach(async () => {
      await virtual.stop()
      vi.useRealTimers()
      vi.unstubAllGlobals()
    })

    afterAll(async () => {
      restoreElement()
      if (!UPDATING || recorded.size !== scenarios.length) return
      const transcript: WidgetTranscript = {
        widget,
        scenarios: scenarios.map((spec) => recorded.get(spec.title)!),
      }
      const path = transcriptPath(widget)
      const prettier = await import('prettier')
      const options = await prettier.resolveConfig(path)
      const text = await prettier.format(JSON.stringify(transcript), {
        ...options,
        // The Tailwind plugin sorts class names; JSON has none, and it does not load in jsdom.
        plugins: [],
        parser: 'json',
      })
      writeFileSync(path, text)
    })

    it('stores a transcript for exactly these scenarios', () => {
      if (UPDATING) return
      expect(stored, `No stored transcript. ${rerun}`).toBeDefined()
      expect(stored?.widget).toBe(widget)
      expect(
        stored?.scenarios.map((scenario) => scenario.title),
        `The scenarios changed. ${rerun}`,
      ).toEqual(scenarios.map((spec) => spec.title))
    })

    it.each(scenarios.map((spec) => [spec.title, spec] as const))('%s', async (title, spec) => {
      const scenario = await record(examples, spec)
      expect(scenario.phrases.length, 'the screen reader said nothing').toBeGreaterThan(0)
      if (UPDATING) {
        recorded.set(title, scenario)
        return
      }
      const expected = stored?.scenarios.find((candidate) => candidate.title === title)
      expect(scenario, `What the screen reader says changed. ${rerun}`).toEqual(expected)
    })
  })
}

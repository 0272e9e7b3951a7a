/**
 * What a screen reader says while a visitor uses a widget: each widget's transcripts are stored in
 * `src/ui/transcripts/<widget>.transcript.json`, written and checked by its unit test
 * (`<widget>.transcript.test.tsx` beside it, run by Guidepup's virtual screen reader in jsdom), and
 * shown in the widget gallery under "What a screen reader says".
 */

/** One thing the visitor does, run by the test and described in the gallery. */
export type TranscriptStep =
  /** A key pressed where the focus (or the screen reader's cursor) is: `Tab`, `Shift+Tab`, `Enter`. */
  | { press: string }
  /** Text typed into the focused field. */
  | { type: string }
  /** The screen reader's reading cursor moves to the next or previous item (no focus moves). */
  | { read: 'next' | 'previous' }
  /** The screen reader's "activate" command on the item under its cursor (a click). */
  | { act: true }
  /** Time passes (the widget's own delay, on the test's fake clock), in milliseconds. */
  | { wait: number }

/** One scenario: what the visitor does on one of the widget's gallery examples, and what is said. */
export interface TranscriptScenario {
  /** What the visitor does, in plain words: "Tab to the field, type a wrong e-mail, Tab away". */
  title: string
  /** The gallery example it runs on (its name as the gallery shows it). */
  example: string
  /** The steps in words, from the steps the test ran. */
  steps: readonly string[]
  /** Every phrase the screen reader spoke, in order. */
  phrases: readonly string[]
}

export interface WidgetTranscript {
  /** The widget's file name in `src/ui/`, e.g. `dropdown-select`. */
  widget: string
  scenarios: readonly TranscriptScenario[]
}

const KEY_NAMES: Readonly<Record<string, string>> = {
  ArrowDown: 'Arrow Down',
  ArrowUp: 'Arrow Up',
  ArrowLeft: 'Arrow Left',
  ArrowRight: 'Arrow Right',
  ' ': 'Space',
  PageDown: 'Page Down',
  PageUp: 'Page Up',
}

/** A step in words, as the gallery lists it. */
export function stepText(step: TranscriptStep): string {
  if ('press' in step) {
    const keys = step.press
      .split('+')
      .map((key) => KEY_NAMES[key] ?? key)
      .join(' + ')
    return `Press ${keys}`
  }
  if ('type' in step) return `Type “${step.type}”`
  if ('read' in step) {
    return step.read === 'next'
      ? 'Read the next item (screen reader cursor)'
      : 'Read the previous item (screen reader cursor)'
  }
  if ('wait' in step) return `Wait ${step.wait / 1000} s`
  return 'Activate the item under the screen reader cursor'
}

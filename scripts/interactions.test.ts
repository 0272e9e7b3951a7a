// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  type EventEntry,
  interactionRow,
  interactionTable,
  longestEntry,
  median,
} from './interactions.ts'

const entry = (name: string, startTime: number, duration: number, interactionId = 0) =>
  ({ name, startTime, duration, interactionId }) satisfies EventEntry

describe('interactions', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([80, 48, 56])).toBe(56)
    expect(median([104])).toBe(104)
    expect(median([136, 104, 120, 112])).toBe(116)
  })

  it('picks the longest entry of the interaction, leaving out what came before it and hovers', () => {
    const entries = [
      entry('click', 100, 200, 7),
      entry('pointerover', 520, 300),
      entry('pointerdown', 520, 48, 9),
      entry('pointerup', 560, 64, 9),
      entry('click', 560, 72, 9),
      entry('input', 600, 88),
      entry('mouseover', 600, 120),
    ]
    expect(longestEntry(entries, 500)).toEqual(entry('input', 600, 88))
    // An event with an interaction id counts whatever its type.
    expect(longestEntry([...entries, entry('beforeinput', 610, 96, 11)], 500)?.duration).toBe(96)
    expect(longestEntry(entries, 700)).toBeUndefined()
  })

  it('compares the median with the 100 ms target', () => {
    const page = { name: 'Menu', path: '/', viewport: { width: 375, height: 812 } }
    expect(
      interactionRow(page, [{ durationMs: 48 }, { durationMs: 120 }, { durationMs: 96 }]).onTarget,
    ).toBe(true)
    expect(interactionRow(page, [{ durationMs: 104 }]).onTarget).toBe(false)
  })

  it('formats a Markdown row per interaction, with each run, the median and the target', () => {
    const rows = [
      interactionRow({ name: 'Menu', path: '/', viewport: { width: 375, height: 812 } }, [
        { durationMs: 48, event: 'pointerup' },
        { durationMs: 0 },
        { durationMs: 80, event: 'click' },
      ]),
      interactionRow(
        { name: 'The Services panel', path: '/', viewport: { width: 1280, height: 800 } },
        [{ durationMs: 136, event: 'click' }],
      ),
    ]
    expect(interactionTable(rows).split('\n')).toEqual([
      '| Interaction | Page | Longest Event Timing entry, per run | Median | Target | On target |',
      '|---|---|---|---:|---:|---|',
      '| Menu | `/` at 375 px | 48 ms (pointerup), under 16 ms, 80 ms (click) | 48 ms | 100 ms | yes |',
      '| The Services panel | `/` at 1280 px | 136 ms (click) | 136 ms | 100 ms | no |',
    ])
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockMatchMedia } from '../test-utils/match-media'
import { SMOOTH_SCROLL_MS, easeInOutCubic, scrollTopFor, smoothScrollTo } from './smooth-scroll'

describe('easeInOutCubic', () => {
  it('starts at 0, passes 0.5 half way and ends at 1', () => {
    expect(easeInOutCubic(0)).toBe(0)
    expect(easeInOutCubic(0.5)).toBe(0.5)
    expect(easeInOutCubic(1)).toBe(1)
  })

  it('starts and ends slowly and is symmetric', () => {
    expect(easeInOutCubic(0.1)).toBeCloseTo(0.004)
    expect(easeInOutCubic(0.25)).toBeCloseTo(0.0625)
    expect(easeInOutCubic(0.75)).toBeCloseTo(0.9375)
    for (const t of [0.1, 0.2, 0.3, 0.4]) {
      expect(easeInOutCubic(t) + easeInOutCubic(1 - t)).toBeCloseTo(1)
    }
  })

  it('never leaves 0..1', () => {
    expect(easeInOutCubic(-1)).toBe(0)
    expect(easeInOutCubic(2)).toBe(1)
  })
})

describe('scrollTopFor', () => {
  it('lands the element the offset below the top', () => {
    expect(scrollTopFor(600, 1000, 50, 5000)).toBe(1550)
    expect(scrollTopFor(-300, 1000, 50, 5000)).toBe(650)
  })

  it('stays within the page', () => {
    expect(scrollTopFor(20, 0, 50, 5000)).toBe(0)
    expect(scrollTopFor(4000, 2000, 50, 5000)).toBe(5000)
  })
})

describe('smoothScrollTo', () => {
  let scrolls: number[]
  let restoreMatchMedia: (() => void) | undefined

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] })
    scrolls = []
    window.scrollY = 0
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      scrolls.push(options.top ?? 0)
      window.scrollY = options.top ?? 0
    }) as typeof window.scrollTo)
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    restoreMatchMedia?.()
    restoreMatchMedia = undefined
    window.scrollY = 0
  })

  it('eases from where the page is to the target over 200 ms', async () => {
    const done = smoothScrollTo(1000)
    vi.advanceTimersByTime(16)
    // The first frame fixes the start time.
    expect(scrolls.at(-1)).toBe(0)
    vi.advanceTimersByTime(SMOOTH_SCROLL_MS / 2)
    const halfWay = scrolls.at(-1)!
    expect(halfWay).toBeGreaterThan(400)
    expect(halfWay).toBeLessThan(650)
    vi.advanceTimersByTime(SMOOTH_SCROLL_MS)
    expect(scrolls.at(-1)).toBe(1000)
    await expect(done).resolves.toBe(true)
    const count = scrolls.length
    vi.advanceTimersByTime(100)
    expect(scrolls).toHaveLength(count)
  })

  it('moves slowly at first, fastest in the middle', () => {
    void smoothScrollTo(1000)
    vi.advanceTimersByTime(16 * 14)
    const steps = scrolls.slice(1).map((top, index) => top - scrolls[index]!)
    const middle = Math.floor(steps.length / 2)
    expect(steps[0]).toBeLessThan(steps[middle]!)
    expect(steps.at(-1)!).toBeLessThan(steps[middle]!)
  })

  it('jumps at once when less motion is asked for', async () => {
    restoreMatchMedia = mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)')
    await expect(smoothScrollTo(800)).resolves.toBe(true)
    expect(scrolls).toEqual([800])
  })

  it('takes another duration when given one', () => {
    void smoothScrollTo(1000, { duration: 400 })
    vi.advanceTimersByTime(16 + 200)
    // About half way after half of 400 ms (frames fall every 16 ms).
    expect(scrolls.at(-1)).toBeGreaterThan(400)
    expect(scrolls.at(-1)).toBeLessThan(600)
  })

  it('gives way to a newer scroll, which reports the older one unfinished', async () => {
    const first = smoothScrollTo(1000)
    vi.advanceTimersByTime(50)
    const second = smoothScrollTo(0)
    await expect(first).resolves.toBe(false)
    vi.advanceTimersByTime(300)
    await expect(second).resolves.toBe(true)
    expect(scrolls.at(-1)).toBe(0)
  })
})

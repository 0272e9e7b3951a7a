// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SCROLL_OFFSET_PX, currentSectionIndex } from './scroll-notches'

describe('currentSectionIndex', () => {
  it('has no current section until one comes within 200 px of the top', () => {
    expect(currentSectionIndex([450, 900, 1400])).toBe(-1)
    expect(currentSectionIndex([201, 900, 1400])).toBe(-1)
  })

  it('makes a section current once its top is within 200 px', () => {
    expect(SCROLL_OFFSET_PX).toBe(200)
    expect(currentSectionIndex([200, 700, 1200])).toBe(0)
    expect(currentSectionIndex([-300, 150, 700])).toBe(1)
  })

  it('keeps a section current after its top has scrolled past', () => {
    expect(currentSectionIndex([-1200, -700, -10])).toBe(2)
  })

  it('takes another offset when given one', () => {
    expect(currentSectionIndex([120, 600], 100)).toBe(-1)
    expect(currentSectionIndex([90, 600], 100)).toBe(0)
  })

  it('skips sections that are missing from the page', () => {
    expect(currentSectionIndex([-400, null, 100])).toBe(2)
    expect(currentSectionIndex([-400, 100, null])).toBe(1)
  })

  it('makes a short last section current at the bottom of the page while it shows', () => {
    const tops = [-900, -300, 450]
    expect(currentSectionIndex(tops)).toBe(1)
    expect(currentSectionIndex(tops, 200, { atBottom: true, viewportHeight: 800 })).toBe(2)
    expect(currentSectionIndex([-900, -300, -100], 200, { atBottom: true })).toBe(2)
    expect(
      currentSectionIndex([-900, -300, 950], 200, { atBottom: true, viewportHeight: 800 }),
    ).toBe(1)
  })
})

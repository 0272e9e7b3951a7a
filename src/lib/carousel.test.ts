// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  EMBLA_PAGE_DURATION,
  EMBLA_SNAP_BACK_DURATION,
  PAGE_DISTANCES_PX,
  PAGE_TRANSITION_MS,
  SNAP_BACK_DISTANCES_PX,
  SNAP_BACK_MS,
  emblaDurationFor,
  emblaMeanSettleMs,
  emblaOvershootPx,
  emblaSettleMs,
  pageAnnouncement,
  pageCount,
  pageSlides,
  slideLabel,
  slidesPerPage,
  swipeDirection,
  targetPage,
} from './carousel'

describe('slides per page and pages', () => {
  it('shows one slide below 750 px and three from 750 px', () => {
    expect(slidesPerPage(false)).toBe(1)
    expect(slidesPerPage(true)).toBe(3)
  })

  it('counts whole pages, at least one', () => {
    expect(pageCount(8, 3)).toBe(3)
    expect(pageCount(9, 3)).toBe(3)
    expect(pageCount(8, 1)).toBe(8)
    expect(pageCount(1, 3)).toBe(1)
    expect(pageCount(0, 3)).toBe(1)
  })
})

describe('pageSlides', () => {
  it('gives each page its slides', () => {
    expect(pageSlides(0, 8, 3)).toEqual([0, 1, 2])
    expect(pageSlides(1, 8, 3)).toEqual([3, 4, 5])
    expect(pageSlides(4, 8, 1)).toEqual([4])
  })

  it('aligns the last page to the end so that it is full', () => {
    expect(pageSlides(2, 8, 3)).toEqual([5, 6, 7])
    expect(pageSlides(2, 7, 3)).toEqual([4, 5, 6])
  })

  it('shows every slide when there are fewer than a page', () => {
    expect(pageSlides(0, 2, 3)).toEqual([0, 1])
    expect(pageSlides(0, 1, 3)).toEqual([0])
    expect(pageSlides(0, 0, 3)).toEqual([])
  })

  it('wraps round to the first slides with loop', () => {
    expect(pageSlides(2, 8, 3, { loop: true })).toEqual([6, 7, 0])
  })
})

describe('labels and announcements', () => {
  it('names a slide by its position, after its title when it has one', () => {
    expect(slideLabel(2, 8)).toBe('3 of 8')
    expect(slideLabel(0, 8, 'Electronic Funds Transfer (EFT)')).toBe(
      'Electronic Funds Transfer (EFT), 1 of 8',
    )
  })

  it('announces the slide, or the range of slides, a page shows', () => {
    expect(pageAnnouncement([1], 8)).toBe('Slide 2 of 8')
    expect(pageAnnouncement([3, 4, 5], 8)).toBe('Slides 4 to 6 of 8')
    expect(pageAnnouncement([], 0)).toBe('')
  })
})

describe('swipeDirection', () => {
  it('snaps back for a drag shorter than 60 px either way', () => {
    expect(swipeDirection(0)).toBe(0)
    expect(swipeDirection(-59)).toBe(0)
    expect(swipeDirection(59.9)).toBe(0)
  })

  it('goes to the next page for a drag left of 60 px or more', () => {
    expect(swipeDirection(-60)).toBe(1)
    expect(swipeDirection(-400)).toBe(1)
  })

  it('goes to the previous page for a drag right of 60 px or more', () => {
    expect(swipeDirection(60)).toBe(-1)
    expect(swipeDirection(250)).toBe(-1)
  })

  it('takes another threshold when given one', () => {
    expect(swipeDirection(-80, 100)).toBe(0)
    expect(swipeDirection(-100, 100)).toBe(1)
  })
})

describe('targetPage', () => {
  it('stops at the ends without loop', () => {
    expect(targetPage(0, -1, 3)).toBe(0)
    expect(targetPage(2, 1, 3)).toBe(2)
    expect(targetPage(1, 1, 3)).toBe(2)
  })

  it('wraps round with loop', () => {
    expect(targetPage(2, 1, 3, { loop: true })).toBe(0)
    expect(targetPage(0, -1, 3, { loop: true })).toBe(2)
  })
})

describe('embla durations for the spec times', () => {
  it('replays embla: no time for a jump, longer for a slower duration', () => {
    expect(emblaSettleMs(0, 500)).toBe(0)
    expect(emblaSettleMs(19, 0)).toBe(0)
    expect(emblaSettleMs(40, 500)).toBeGreaterThan(emblaSettleMs(25, 500))
  })

  it('finds that short durations bounce past the target and the chosen ones do not', () => {
    expect(emblaOvershootPx(10, 1000)).toBeGreaterThan(10)
    for (const distance of PAGE_DISTANCES_PX) {
      expect(emblaOvershootPx(EMBLA_PAGE_DURATION, distance)).toBeLessThan(1)
    }
    for (const distance of SNAP_BACK_DISTANCES_PX) {
      expect(emblaOvershootPx(EMBLA_SNAP_BACK_DURATION, distance)).toBeLessThan(1)
    }
  })

  it('moves a page in about 550 ms', () => {
    expect(emblaDurationFor(PAGE_TRANSITION_MS, PAGE_DISTANCES_PX)).toBe(EMBLA_PAGE_DURATION)
    const ms = emblaMeanSettleMs(EMBLA_PAGE_DURATION, PAGE_DISTANCES_PX)
    expect(Math.abs(ms - PAGE_TRANSITION_MS)).toBeLessThan(25)
  })

  it('snaps back in about 430 ms', () => {
    expect(emblaDurationFor(SNAP_BACK_MS, SNAP_BACK_DISTANCES_PX)).toBe(EMBLA_SNAP_BACK_DURATION)
    const ms = emblaMeanSettleMs(EMBLA_SNAP_BACK_DURATION, SNAP_BACK_DISTANCES_PX)
    expect(Math.abs(ms - SNAP_BACK_MS)).toBeLessThan(25)
  })
})

/**
 * The swiper carousel's numbers (spec, section 9 "Carousel") and the pure calculations behind it:
 * pages, which slides a page shows, what is announced, where a swipe goes, and the embla
 * durations that give the spec's transition times.
 */

/** One slide per page below 750 px, three from 750 px (the spec's 750–1139 and 1140+ ranges). */
export const SLIDES_PER_PAGE_QUERY = '(min-width: 750px)'
export const SLIDES_PER_PAGE_NARROW = 1
export const SLIDES_PER_PAGE_WIDE = 3

/** How much of the next slide shows beside a full page. */
export const PEEK_PX = 60

/** A drag shorter than this snaps back to the page it started on. */
export const SWIPE_THRESHOLD_PX = 60

/** The spec's transition times. */
export const PAGE_TRANSITION_MS = 550
export const SNAP_BACK_MS = 430

export function slidesPerPage(wide: boolean): number {
  return wide ? SLIDES_PER_PAGE_WIDE : SLIDES_PER_PAGE_NARROW
}

/** How many pages `slideCount` slides make, `perPage` at a time; at least one. */
export function pageCount(slideCount: number, perPage: number): number {
  return Math.max(1, Math.ceil(slideCount / Math.max(1, perPage)))
}

/**
 * The 0-based indexes of the slides page `page` shows in full. Without loop the last page is
 * aligned to the end (as embla's `containScroll: 'trimSnaps'` does), so it is always full; with
 * loop it wraps round to the first slides.
 */
export function pageSlides(
  page: number,
  slideCount: number,
  perPage: number,
  { loop = false }: { loop?: boolean } = {},
): number[] {
  if (slideCount <= 0) return []
  const shown = Math.min(Math.max(1, perPage), slideCount)
  const start = loop
    ? (page * perPage) % slideCount
    : Math.max(0, Math.min(page * perPage, slideCount - shown))
  return Array.from({ length: shown }, (_, offset) =>
    loop ? (start + offset) % slideCount : start + offset,
  )
}

/** What the live region says: "Slide 2 of 8", or "Slides 4 to 6 of 8" when a page shows several. */
export function pageAnnouncement(slides: readonly number[], slideCount: number): string {
  const first = slides[0]
  const last = slides.at(-1)
  if (first === undefined || last === undefined) return ''
  if (slides.length === 1) return `Slide ${first + 1} of ${slideCount}`
  return `Slides ${first + 1} to ${last + 1} of ${slideCount}`
}

/** A slide's accessible name: "3 of 8", after its own title when it has one. */
export function slideLabel(index: number, slideCount: number, title?: string): string {
  const position = `${index + 1} of ${slideCount}`
  return title ? `${title}, ${position}` : position
}

/**
 * Where a drag of `deltaX` px (pointer up minus pointer down) goes: +1 to the next page when the
 * pointer moved left by at least the threshold, -1 to the previous page when it moved right by as
 * much, 0 (snap back) for anything shorter.
 */
export function swipeDirection(deltaX: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(deltaX) < threshold) return 0
  return deltaX < 0 ? 1 : -1
}

/** The page a move by `step` pages lands on: clamped to the ends, or wrapped round with loop. */
export function targetPage(
  page: number,
  step: number,
  count: number,
  { loop = false }: { loop?: boolean } = {},
): number {
  if (count <= 0) return 0
  const next = page + step
  if (loop) return ((next % count) + count) % count
  return Math.min(count - 1, Math.max(0, next))
}

/*
 * Embla's `duration` is not in milliseconds. Its scroll body is a damped spring stepped at a fixed
 * 60 Hz: each step adds (target - location) / duration to the velocity, multiplies the velocity by
 * the friction (0.68 for API-driven scrolls) and moves by it. `emblaSettleMs` replays that to find
 * when a scroll comes to rest, and `emblaDurationFor` picks the duration whose rest time over
 * typical distances is closest to a time in milliseconds.
 */

const EMBLA_STEP_MS = 1000 / 60
const EMBLA_BASE_FRICTION = 0.68
/** Closer than this to the target, a slide is where it will stay to the eye. */
const REST_TOLERANCE_PX = 0.5

/** Embla's location after each 60 Hz step of a scroll over `distancePx` (about 10 s of steps). */
function emblaPath(duration: number, distancePx: number, friction: number): number[] {
  const path: number[] = []
  let location = 0
  let velocity = 0
  for (let step = 1; step <= 600; step++) {
    velocity += (distancePx - location) / duration
    velocity *= friction
    location += velocity
    path.push(location)
  }
  return path
}

/** How long embla takes to bring a scroll of `distancePx` to rest with `duration`, in ms. */
export function emblaSettleMs(
  duration: number,
  distancePx: number,
  friction = EMBLA_BASE_FRICTION,
): number {
  if (duration <= 0 || distancePx === 0) return 0
  const path = emblaPath(duration, distancePx, friction)
  const lastStepAway = path.findLastIndex(
    (location) => Math.abs(distancePx - location) >= REST_TOLERANCE_PX,
  )
  return (lastStepAway + 2) * EMBLA_STEP_MS
}

/** How far past its target a scroll of `distancePx` swings before it comes back, in px. */
export function emblaOvershootPx(
  duration: number,
  distancePx: number,
  friction = EMBLA_BASE_FRICTION,
): number {
  if (duration <= 0 || distancePx <= 0) return 0
  const furthest = Math.max(...emblaPath(duration, distancePx, friction))
  return Math.max(0, furthest - distancePx)
}

/** The mean rest time over several distances, in ms. */
export function emblaMeanSettleMs(duration: number, distancesPx: readonly number[]): number {
  const total = distancesPx.reduce((sum, distance) => sum + emblaSettleMs(duration, distance), 0)
  return total / distancesPx.length
}

/**
 * The embla duration (in half steps from 5 to 60) whose mean rest time is closest to `ms`, among
 * those that do not visibly swing past the target (short durations bounce, and their bounce can
 * fake a rest time).
 */
export function emblaDurationFor(ms: number, distancesPx: readonly number[]): number {
  let best = 60
  let bestError = Infinity
  for (let duration = 5; duration <= 60; duration += 0.5) {
    if (distancesPx.some((distance) => emblaOvershootPx(duration, distance) >= 1)) continue
    const error = Math.abs(emblaMeanSettleMs(duration, distancesPx) - ms)
    if (error < bestError) {
      best = duration
      bestError = error
    }
  }
  return best
}

/** One page is a slide at 375 px up to three slides at 1280 px: 250 to 1000 px. */
export const PAGE_DISTANCES_PX = [250, 350, 450, 650, 1000] as const
/** A snap back only ever covers less than the swipe threshold. */
export const SNAP_BACK_DISTANCES_PX = [15, 30, 45, 59] as const

/** Embla durations for the spec's times, from `emblaDurationFor` (the tests keep them in step). */
export const EMBLA_PAGE_DURATION = 19
export const EMBLA_SNAP_BACK_DURATION = 19.5

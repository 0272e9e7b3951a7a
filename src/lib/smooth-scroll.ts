/** The spec's smooth scroll: 200 ms with easing 'easeInOutCubic'. */
export const SMOOTH_SCROLL_MS = 200

/** Slow start, fast middle, slow end: 0 at 0, 0.5 at 0.5, 1 at 1 (`t` is clamped to 0..1). */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t))
  return x < 0.5 ? 4 * x ** 3 : 1 - (-2 * x + 2) ** 3 / 2
}

/**
 * Where to scroll the window so that an element whose box top is `elementTop` (relative to the
 * viewport, as getBoundingClientRect gives it) lands `offset` px below the top, within 0 and
 * `maxScroll`.
 */
export function scrollTopFor(
  elementTop: number,
  scrollY: number,
  offset: number,
  maxScroll: number,
): number {
  return Math.round(Math.min(Math.max(0, maxScroll), Math.max(0, scrollY + elementTop - offset)))
}

export type SmoothScrollOptions = {
  duration?: number
  easing?: (t: number) => number
  /** The window to scroll; the page's own by default. */
  win?: Window
}

/** The scroll in progress, if any: a new one stops it. */
let cancelRunning: (() => void) | null = null

/**
 * Scrolls the window to `top` over `duration` ms along `easing`, one step per animation frame;
 * at once when the visitor asked for less motion. Resolves true when it got there, false when
 * another scroll took over first.
 */
export function smoothScrollTo(
  top: number,
  { duration = SMOOTH_SCROLL_MS, easing = easeInOutCubic, win = window }: SmoothScrollOptions = {},
): Promise<boolean> {
  cancelRunning?.()
  cancelRunning = null
  const start = win.scrollY
  const distance = top - start
  const reducedMotion = win.matchMedia('(prefers-reduced-motion: reduce)').matches
  // 'instant' so that a page-wide `scroll-behavior: smooth` cannot stretch our own steps.
  const jumpTo = (y: number) => win.scrollTo({ top: y, behavior: 'instant' })

  if (reducedMotion || duration <= 0 || distance === 0) {
    jumpTo(top)
    return Promise.resolve(true)
  }

  return new Promise((resolve) => {
    let startTime: number | null = null
    let frame = 0
    const step = (now: number) => {
      startTime ??= now
      const progress = Math.min(1, (now - startTime) / duration)
      jumpTo(progress === 1 ? top : start + distance * easing(progress))
      if (progress < 1) {
        frame = win.requestAnimationFrame(step)
        return
      }
      cancelRunning = null
      resolve(true)
    }
    frame = win.requestAnimationFrame(step)
    cancelRunning = () => {
      win.cancelAnimationFrame(frame)
      resolve(false)
    }
  })
}

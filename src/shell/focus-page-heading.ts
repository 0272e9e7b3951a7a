/** How long after a navigation a page may swap its h1 (a loading heading for the article's). */
export const HEADING_SWAP_WINDOW_MS = 15_000

let stopFollowing = () => {}

/**
 * Keeps focus on the page's h1 while its data arrives: a page that shows a heading while it loads
 * and another once its data is there (an article) removes the focused one, and focus would fall to
 * the body. The new h1 gets it instead, unless the visitor has moved focus meanwhile.
 */
function followHeadingSwap(focused: HTMLElement): void {
  stopFollowing()
  const main = document.getElementById('main') ?? document.body
  const observer = new MutationObserver(() => {
    if (focused.isConnected) return
    const next = document.querySelector<HTMLElement>('main h1')
    const lost = document.activeElement === null || document.activeElement === document.body
    if (next && lost) {
      stop()
      focusPageHeading()
    }
  })
  const timer = window.setTimeout(() => stop(), HEADING_SWAP_WINDOW_MS)
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
  }
  observer.observe(main, { childList: true, subtree: true })
  stopFollowing = stop
}

/** Waits for the new page's h1 (lazy pages render a moment after the route resolves). */
export function focusPageHeading(attemptsLeft = 20): void {
  const heading = document.querySelector<HTMLElement>('main h1')
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
    followHeadingSwap(heading)
    return
  }
  if (attemptsLeft > 0) {
    window.setTimeout(() => focusPageHeading(attemptsLeft - 1), 50)
    return
  }
  document.getElementById('main')?.focus({ preventScroll: true })
}

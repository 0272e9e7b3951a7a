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

/** True when focus is on nothing in particular: the body, or an element no longer in the page. */
function focusIsLost(): boolean {
  const active = document.activeElement
  return active === null || active === document.body || !active.isConnected
}

/**
 * Waits for the new page's h1 (lazy pages render a moment after the route resolves) and moves
 * focus to it, unless the visitor has moved focus meanwhile (opened the search, say): focus that
 * is still where it was when the navigation began, or lost, goes to the h1; focus the visitor put
 * somewhere else stays there.
 */
export function focusPageHeading(
  attemptsLeft = 20,
  focusedAtStart: Element | null = document.activeElement,
): void {
  const visitorMovedFocus = () => !focusIsLost() && document.activeElement !== focusedAtStart
  const heading = document.querySelector<HTMLElement>('main h1')
  if (heading) {
    if (visitorMovedFocus()) return
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
    followHeadingSwap(heading)
    return
  }
  if (attemptsLeft > 0) {
    window.setTimeout(() => focusPageHeading(attemptsLeft - 1, focusedAtStart), 50)
    return
  }
  if (!visitorMovedFocus()) document.getElementById('main')?.focus({ preventScroll: true })
}

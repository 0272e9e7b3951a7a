import { useSyncExternalStore } from 'react'

/**
 * The attribute of the element that shows the current year. The server writes the year it knows
 * into that element's text (a prerendered page's build year is replaced as it is served, see
 * server/current-year.ts); hydration reads it back from there.
 */
export const CURRENT_YEAR_ATTRIBUTE = 'data-current-year'

const neverChanges = () => () => {}
const clockYear = () => new Date().getFullYear()

/** The year the page's HTML shows, while React hydrates it. */
function yearInHtml(): number {
  if (typeof document === 'undefined') return clockYear()
  const text = document.querySelector(`[${CURRENT_YEAR_ATTRIBUTE}]`)?.textContent ?? ''
  return /^\d{4}$/.test(text) ? Number(text) : clockYear()
}

/**
 * This year by the visitor's clock. While React hydrates server HTML it is the year that HTML
 * shows, whatever the day or the visitor's clock, so hydration always matches; React renders
 * again with the clock's year straight after.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(neverChanges, clockYear, yearInHtml)
}

/** The spec's scroll notches (section 9, "Slide panel and scrolling"). */
export const SCROLL_NOTCHES_TITLE = 'OUR SERVICES'
/** A section is current once its top is within this many px of the viewport top. */
export const SCROLL_OFFSET_PX = 200
/** The height of the notch bar that stays over the page; a section scrolled to lands below it. */
export const OVERLAY_HEIGHT_PX = 50
/** The notches' corner radius: pill-shaped. */
export const NOTCH_RADIUS_PX = 50
/** How long the current-notch indicator takes to move. */
export const NOTCH_ANIMATION_MS = 300

/**
 * The index of the current section: the last one whose top (relative to the viewport) is within
 * `offset` px of the viewport top, or -1 while none has reached it (a null top: the section is
 * missing). When the page is scrolled to its very bottom and the last section shows on screen,
 * the last section is current, even if it is too short to ever reach the offset.
 */
export function currentSectionIndex(
  tops: readonly (number | null)[],
  offset = SCROLL_OFFSET_PX,
  {
    atBottom = false,
    viewportHeight = Infinity,
  }: { atBottom?: boolean; viewportHeight?: number } = {},
): number {
  const last = tops.findLastIndex((top) => top !== null)
  const lastTop = tops[last]
  if (atBottom && lastTop != null && lastTop < viewportHeight) return last
  return tops.findLastIndex((top) => top !== null && top <= offset)
}

/** A drag down further than this closes the sheet. */
export const SHEET_CLOSE_DISTANCE_PX = 100
/** Below this height the sheet closes after a drag of half its height instead. */
export const SHORT_SHEET_HEIGHT_PX = 150

/** How far, in pixels, a sheet of this height must be dragged down to close. */
export function sheetCloseDistance(sheetHeightPx: number): number {
  return sheetHeightPx < SHORT_SHEET_HEIGHT_PX ? sheetHeightPx / 2 : SHEET_CLOSE_DISTANCE_PX
}

/** The close distance as a fraction of the sheet's height, the form vaul's closeThreshold takes. */
export function sheetCloseThreshold(sheetHeightPx: number): number {
  if (!(sheetHeightPx > 0)) return 0.5
  return Math.min(1, sheetCloseDistance(sheetHeightPx) / sheetHeightPx)
}

/** A drag down further than this closes the sheet. */
export const SHEET_CLOSE_DISTANCE_PX = 100
/** Below this height the sheet closes after a drag of half its height instead. */
export const SHORT_SHEET_HEIGHT_PX = 150

/** How far, in pixels, a sheet of this height must be dragged down to close. */
export function sheetCloseDistance(sheetHeightPx: number): number {
  return sheetHeightPx < SHORT_SHEET_HEIGHT_PX ? sheetHeightPx / 2 : SHEET_CLOSE_DISTANCE_PX
}

/** Whether letting go after a drag down of this many pixels closes a sheet this tall. */
export function sheetDragCloses(dragPx: number, sheetHeightPx: number): boolean {
  return dragPx > sheetCloseDistance(sheetHeightPx)
}

/*
 * vaul closes when the drag is at least height × closeThreshold; the spec closes only beyond the
 * distance, so the fraction sits this far past it.
 */
const BEYOND_PX = 1e-6

/**
 * The close distance as a fraction of the sheet's height, the form vaul's closeThreshold takes:
 * with it, vaul closes exactly when `sheetDragCloses` says so.
 */
export function sheetCloseThreshold(sheetHeightPx: number): number {
  if (!(sheetHeightPx > 0)) return 0.5
  return Math.min(1, (sheetCloseDistance(sheetHeightPx) + BEYOND_PX) / sheetHeightPx)
}

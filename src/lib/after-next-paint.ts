/**
 * How long a wait for the next paint lasts at most: a hidden tab paints nothing, and what waits
 * on a paint must still happen there.
 */
export const PAINT_WAIT_LIMIT_MS = 100

/**
 * Resolves once the browser has painted the next frame (in a task after it), or after
 * PAINT_WAIT_LIMIT_MS where no frame comes. A tap's handler that sets what the visitor should see
 * at once (the current page, a busy list) and then awaits this has that painted before the heavy
 * work that follows: the work does not shrink, but the tap's answer is on the screen first.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false
    const finish = () => {
      if (done) return
      done = true
      clearTimeout(limit)
      resolve()
    }
    const limit = setTimeout(finish, PAINT_WAIT_LIMIT_MS)
    if (typeof requestAnimationFrame !== 'function') {
      finish()
      return
    }
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    requestAnimationFrame(() => setTimeout(finish, 0))
  })
}

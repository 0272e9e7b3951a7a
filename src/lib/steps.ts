/** A step index kept between the first (0) and the last (count - 1); 0 when there are no steps. */
export function clampStep(step: number, count: number): number {
  if (count <= 0 || !Number.isFinite(step)) return 0
  return Math.min(count - 1, Math.max(0, Math.trunc(step)))
}

/** The step after `step`, wrapping from the last back to the first. */
export function nextStep(step: number, count: number): number {
  if (count <= 0) return 0
  return (clampStep(step, count) + 1) % count
}

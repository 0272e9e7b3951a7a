import { expect, test } from './test'
import { OPEN_STATES, failed, formatFailures, sweepPath } from './axe.ts'

// Every route at both widths and in both themes is swept in route-visits.spec.ts, in the one
// visit that carries each route's checks.
test.describe('axe with the shell open', () => {
  for (const state of OPEN_STATES) {
    test(`${state.name} at ${state.viewport.width}px, light and dark`, async ({ page }) => {
      const results = await sweepPath(page, state.path, state.viewport, state)
      expect(results.filter(failed), formatFailures(results)).toEqual([])
    })
  }
})

import { expect, test } from './test'
import { OPEN_STATES, VIEWPORTS, failed, formatFailures, sweepPath } from './axe.ts'
import { GALLERY_PATH } from './gallery.ts'
import { pagePaths } from './site.ts'

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width}px`, () => {
    for (const path of pagePaths()) {
      test(`${path}, light and dark`, async ({ page }) => {
        // The widget gallery is every widget in every state: sweeping it twice takes a while.
        if (path === GALLERY_PATH) test.setTimeout(360_000)
        const results = await sweepPath(page, path, viewport)
        expect(results.filter(failed), formatFailures(results)).toEqual([])
      })
    }
  })
}

test.describe('axe with the shell open', () => {
  for (const state of OPEN_STATES) {
    test(`${state.name} at ${state.viewport.width}px, light and dark`, async ({ page }) => {
      const results = await sweepPath(page, state.path, state.viewport, state)
      expect(results.filter(failed), formatFailures(results)).toEqual([])
    })
  }
})

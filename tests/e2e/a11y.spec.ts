import { expect, test } from './test'
import { OPEN_STATES, VIEWPORTS, failed, formatFailures, sweepPath } from './axe.ts'
import { tabThrough } from './focus-visibility.ts'
import { GALLERY_PATH } from './gallery.ts'
import { pagePaths } from './site.ts'

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width}px`, () => {
    // The widget gallery is swept by gallery.spec.ts once all its sections have loaded, with
    // every widget state it lists open.
    for (const path of pagePaths().filter((path) => path !== GALLERY_PATH)) {
      test(`${path}, light and dark, and a Tab walk`, async ({ sharedPage: page }) => {
        const results = await sweepPath(page, path, viewport)
        expect(results.filter(failed), formatFailures(results)).toEqual([])

        // WCAG 2.4.11: from the top of the page to the footer, no Tab stop hides under a
        // sticky or fixed part of the page (focus-not-obscured.spec.ts walks back up as well).
        await page.evaluate(() => {
          ;(document.activeElement as HTMLElement | null)?.blur()
          window.scrollTo(0, 0)
        })
        const walk = await tabThrough(page, 'Tab')
        expect(walk.covers, 'focused elements covered').toEqual([])
        expect(walk.reached, `Tab reached the footer (${walk.stops} stops)`).toBe(true)
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

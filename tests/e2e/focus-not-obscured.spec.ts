/**
 * WCAG 2.4.11 Focus Not Obscured: whatever Tab moves focus to is not hidden under a sticky or
 * fixed part of the page, such as the "Our services" notch bar. Tabs forwards through the whole
 * services overview and back, checking every stop. (a11y.spec.ts walks every route forwards.)
 */
import { focusCovers, tabThrough } from './focus-visibility.ts'
import { pageReady } from './site.ts'
import { expect, test } from './test'
import { LIMITS } from './limits.ts'

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`no Tab stop on the services overview hides under the notch bar at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(LIMITS.longTest)
    await page.setViewportSize(viewport)
    await page.goto('/services')
    await pageReady(page)

    // Forwards from the top, through the notches, every card and the closing band.
    await page.locator('main h1').focus()
    const forwards = await tabThrough(page, 'Tab')
    expect(forwards.covers, 'covered while tabbing forwards').toEqual([])
    expect(forwards.reached, 'Tab reached the footer').toBe(true)

    // Backwards from the footer up to the header: cards come into view from above, where the
    // bar sits.
    await page.locator('footer a').first().focus()
    const backwards = await tabThrough(page, 'Shift+Tab')
    expect(backwards.covers, 'covered while tabbing backwards').toEqual([])
    expect(backwards.reached, 'Shift+Tab reached the header').toBe(true)
  })
}

test('focus on a notch in the stuck bar does not scroll the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/services')
  await pageReady(page)
  await page.evaluate(() => window.scrollTo(0, 1500))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)
  const notches = page.locator('[data-slot="scroll-notch"]')
  for (const index of [0, 3, 7]) {
    await notches.nth(index).focus()
    expect(await page.evaluate(() => window.scrollY)).toBe(1500)
    expect(await focusCovers(page)).toEqual([])
  }
})

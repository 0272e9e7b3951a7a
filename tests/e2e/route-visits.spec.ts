import type { ConsoleMessage, Page } from '@playwright/test'
import { VIEWPORTS, analyze, formatFailures, showTheme, type ScanResult } from './axe.ts'
import { tabThrough } from './focus-visibility.ts'
import { GALLERY_PATH, galleryLoaded } from './gallery.ts'
import { expectedTitle, pagePaths, pageReady, prerenderedPaths } from './site.ts'
import { expect, test } from './test'
import { LIMITS } from './limits.ts'

/**
 * One visit per route and width carries every check that is about the route itself, each
 * reported as its own step: the answer (200, on its own path), the title, a prerendered page's
 * h1 kept in place by hydration, no error and no hydration mismatch, axe in the light and then
 * the dark theme (the system scheme switched, no second load), and a Tab walk to the footer
 * with no stop hidden. A failed check does not stop the others (soft assertions).
 *
 * The server's HTML itself (title, h1, canonical, with and without tracking parameters) is
 * checked without a browser in served-html.spec.ts; the names a screen reader gets before any
 * script runs, with JavaScript off, in prerendered-names.spec.ts; the API-down view in
 * api-down.spec.ts; the widget gallery's axe states, once its sections have loaded, in
 * gallery.spec.ts.
 */

const HYDRATION_WARNING = 'The prerendered page differed from the app'
const PRERENDERED = new Set(prerenderedPaths())

/** Console errors, uncaught errors and hydration warnings while the visit lasts. */
function watchProblems(page: Page) {
  const errors: string[] = []
  const warnings: string[] = []
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
    if (message.text().includes(HYDRATION_WARNING)) warnings.push(message.text())
  }
  const onPageError = (error: Error) => errors.push(`page error: ${error.message}`)
  page.on('console', onConsole)
  page.on('pageerror', onPageError)
  return {
    errors,
    warnings,
    stop: () => {
      page.off('console', onConsole)
      page.off('pageerror', onPageError)
    },
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`every route at ${viewport.width}px`, () => {
    for (const path of pagePaths()) {
      test(path, async ({ sharedPage: page }) => {
        const gallery = path === GALLERY_PATH
        // The gallery's hundreds of examples take minutes on a busy machine.
        if (gallery) test.setTimeout(LIMITS.galleryTest)
        const problems = watchProblems(page)
        try {
          await page.setViewportSize({ width: viewport.width, height: viewport.height })
          await page.emulateMedia({ colorScheme: 'light' })
          const response = await page.goto(path)

          await test.step('answers 200 on its own path', () => {
            expect.soft(response?.status(), 'HTTP status').toBe(200)
            const landedOn = new URL(page.url()).pathname
            expect
              .soft(
                landedOn.replace(/\/$/, '') || '/',
                `${path} ended on ${landedOn}: if it is a redirect, add it to REDIRECTS in tests/e2e/site.ts`,
              )
              .toBe(path.replace(/\/$/, '') || '/')
          })

          await pageReady(page)
          if (gallery) await galleryLoaded(page)

          await test.step('has its title', async () => {
            await expect.soft(page).toHaveTitle(expectedTitle(path))
          })

          if (PRERENDERED.has(path)) {
            await test.step('hydrates the prerendered page in place (its h1 kept)', async () => {
              const keptInPlace = await page.evaluate(() => {
                const sent = (window as { prerenderedHeading?: Element | null }).prerenderedHeading
                return sent != null && sent === document.querySelector('main h1')
              })
              expect.soft(keptInPlace, 'the app kept the h1 the server sent').toBe(true)
            })
          }

          if (!gallery) {
            for (const theme of ['light', 'dark'] as const) {
              await test.step(`axe in the ${theme} theme`, async () => {
                if (theme === 'dark') await showTheme(page, 'dark')
                const dark = await page.evaluate(() =>
                  document.documentElement.classList.contains('dark'),
                )
                expect
                  .soft(dark, `html follows the system's ${theme} scheme`)
                  .toBe(theme === 'dark')
                const result: ScanResult = {
                  page: path,
                  state: null,
                  theme,
                  width: viewport.width,
                  ...(await analyze(page)),
                }
                expect.soft(result.violations, formatFailures([result])).toEqual([])
              })
            }

            // WCAG 2.4.11: from the top of the page to the footer, no Tab stop hides under a
            // sticky or fixed part of the page (focus-not-obscured.spec.ts walks back up too).
            await test.step('a Tab walk reaches the footer, no stop hidden', async () => {
              await page.evaluate(() => {
                ;(document.activeElement as HTMLElement | null)?.blur()
                window.scrollTo(0, 0)
              })
              const walk = await tabThrough(page, 'Tab')
              expect.soft(walk.covers, 'focused elements covered').toEqual([])
              expect.soft(walk.reached, `Tab reached the footer (${walk.stops} stops)`).toBe(true)
            })
          }

          await test.step('no errors and no hydration mismatch', () => {
            expect.soft(problems.errors).toEqual([])
            expect.soft(problems.warnings).toEqual([])
          })
        } finally {
          problems.stop()
        }
      })
    }
  })
}

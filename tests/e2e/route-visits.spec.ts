import type { ConsoleMessage, Page, Response } from '@playwright/test'
import { VIEWPORTS, analyze, formatFailures, showTheme, type ScanResult } from './axe.ts'
import { defects, formatFindings, runEqualAccess, validateHtml } from './engines.ts'
import { tabThrough } from './focus-visibility.ts'
import { GALLERY_PATH, galleryLoaded } from './gallery.ts'
import { LIMITS } from './limits.ts'
import { accessibleNames } from './names.ts'
import { statesLostInForcedColours } from './paint.ts'
import { expectedTitle, pagePaths, pageReady, prerenderedPaths, settle } from './site.ts'
import { expect, test } from './test'

/**
 * One visit per route and width carries every check that is about the route itself, each
 * reported as its own step:
 * - before any script runs (the app's entry is held back until then): the names a screen reader
 *   gets from the HTML as the server sent it;
 * - the answer (200, on its own path), and at 1280 px html-validate over the served HTML;
 * - the title, and a prerendered page's h1 kept in place by hydration;
 * - axe, then IBM Equal Access, in the light and then the dark theme (the system scheme switched,
 *   no second load; Equal Access at 375 px in the light theme only, as before);
 * - a Tab walk to the footer with no stop hidden;
 * - every current, pressed, selected or checked element drawn apart from its peers still drawn
 *   apart in forced colours;
 * - no error and no hydration mismatch.
 * A failed check does not stop the others (soft assertions).
 *
 * The server's HTML itself (title, h1, canonical, with and without tracking parameters) is
 * checked without a browser in served-html.spec.ts; the API-down view, a different state of the
 * server, in api-down.spec.ts; the widget gallery's axe states, once its sections have loaded,
 * in gallery.spec.ts.
 */

/** The app's entry script, held back in a visit until the served page has been read. */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/

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
        // Several engines over the page; the gallery's hundreds of examples take minutes.
        test.setTimeout(gallery ? LIMITS.galleryTest : LIMITS.longTest)
        const problems = watchProblems(page)
        try {
          await page.setViewportSize({ width: viewport.width, height: viewport.height })
          await page.emulateMedia({ colorScheme: 'light' })
          // The pointer where the last test left it could hover a menu open on this page.
          await page.mouse.move(0, 0)
          // The page as the server sent it, read before the app's script arrives.
          let release = () => {}
          const held = new Promise<void>((resolve) => (release = resolve))
          await page.route(ENTRY_SCRIPT, async (route) => {
            await held
            await route.continue()
          })
          const parsed = page.waitForEvent('domcontentloaded')
          const navigation = page.goto(path)
          let response: Response | null
          try {
            await parsed
            await test.step('names before any script runs keep their spaces', async () => {
              const { names, glued } = await accessibleNames(page)
              expect.soft(names.length, 'names in the served page').toBeGreaterThan(5)
              expect
                .soft(glued, `names with words the page does not contain:\n${glued.join('\n')}`)
                .toEqual([])
            })
          } finally {
            release()
            response = await navigation
            await page.unroute(ENTRY_SCRIPT)
          }

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

          if (viewport === VIEWPORTS[0]) {
            await test.step('html-validate finds nothing in the served HTML', async () => {
              const html = (await response?.text()) ?? ''
              expect
                .soft(formatFindings(path, defects(await validateHtml(html, path), path)))
                .toBe('')
            })
          }

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

          for (const theme of ['light', 'dark'] as const) {
            if (theme === 'dark') await showTheme(page, 'dark')
            const dark = await page.evaluate(() =>
              document.documentElement.classList.contains('dark'),
            )
            expect.soft(dark, `html follows the system's ${theme} scheme`).toBe(theme === 'dark')
            // The gallery's states are swept by axe one by one in gallery.spec.ts.
            if (!gallery) {
              await test.step(`axe in the ${theme} theme`, async () => {
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
            if (viewport === VIEWPORTS[0] || theme === 'light') {
              await test.step(`Equal Access in the ${theme} theme`, async () => {
                await settle(page)
                const where = `${path} at ${viewport.width}px, ${theme}`
                expect
                  .soft(formatFindings(where, defects(await runEqualAccess(page), path)))
                  .toBe('')
              })
            }
          }

          if (!gallery) {
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

          // WCAG 1.4.11 in Windows contrast themes: a current page, a pressed button or a selected
          // item the page draws apart from its peers stays apart when the system's colours
          // replace ours (forced-colors.spec.ts checks the widgets' states one by one).
          await test.step('every marked state drawn apart stays apart in forced colours', async () => {
            expect.soft(await statesLostInForcedColours(page)).toEqual([])
          })

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

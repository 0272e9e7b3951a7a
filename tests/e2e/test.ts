/**
 * Playwright's `test` and `expect`, with every page waiting for the app after a navigation.
 *
 * Most pages arrive prerendered: their buttons and fields are on screen before React has
 * hydrated them, and a click in that moment does nothing. A real visitor's second click works;
 * a test's click must wait, so `goto`, `reload`, `goBack` and `goForward` resolve only once the
 * shell carries `data-app-ready`.
 */
import { test as base, type Page, type Response } from '@playwright/test'

export * from '@playwright/test'

async function waitForApp(page: Page, response: Response | null): Promise<void> {
  const contentType = (await response?.headerValue('content-type')) ?? ''
  if (response && !contentType.includes('text/html')) return
  // A redirect route may send the page out of the site, where no app will ever be ready.
  const siteOrigin = new URL(response?.url() ?? page.url()).origin
  await page.waitForFunction(
    (origin) =>
      window.location.origin !== origin || document.documentElement.hasAttribute('data-app-ready'),
    siteOrigin,
  )
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward'
const NAVIGATIONS: readonly Navigation[] = ['goto', 'reload', 'goBack', 'goForward']

function waitForAppAfterNavigations(page: Page): void {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>
    const patched = async (...args: unknown[]) => {
      const response = await navigate(...args)
      await waitForApp(page, response)
      return response
    }
    Object.assign(page, { [name]: patched })
  }
}

export const test = base.extend<{ sharedPage: Page }, { workerPage: Page }>({
  context: async ({ context }, use) => {
    context.on('page', waitForAppAfterNavigations)
    context.pages().forEach(waitForAppAfterNavigations)
    await use(context)
  },
  // One page per worker, kept from test to test (a failed test ends its worker, and the page).
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        serviceWorkers: 'block',
      })
      const page = await context.newPage()
      // The h1 the server sent, kept to compare with the h1 once the app runs (a prerendered page
      // hydrates in place: route-visits.spec.ts).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          Object.assign(window, { prerenderedHeading: document.querySelector('main h1') })
        })
      })
      waitForAppAfterNavigations(page)
      await use(page)
      await context.close()
    },
    { scope: 'worker' },
  ],
  /**
   * The worker's page, at the default viewport and the system's light scheme, for tests that only
   * load pages and read what they show (the sweeps over every route): each still loads its page
   * afresh, but a new browser context and page per test took about half of such a test on two
   * cores (a fresh page in a shared context saved nothing). What the site remembers (a theme
   * choice, a dismissed notification) and listeners added to the page carry over, so a test that
   * changes what the site remembers uses `page`; one that routes requests or listens takes its
   * route and listener off again in a `finally` (api-down.spec.ts), or uses `page`.
   */
  sharedPage: async ({ workerPage, viewport }, use) => {
    if (viewport) await workerPage.setViewportSize(viewport)
    await workerPage.emulateMedia({ colorScheme: 'light', reducedMotion: null })
    await use(workerPage)
  },
})

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

export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitForAppAfterNavigations)
    context.pages().forEach(waitForAppAfterNavigations)
    await use(context)
  },
})

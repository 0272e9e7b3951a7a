import { expect, test, type Page, type Route } from './test'
import { pagePaths, pageReady } from './site.ts'
import { LIMITS } from './limits.ts'

// The service worker would answer from its cache; these tests are about the API being gone.
test.use({ serviceWorkers: 'block' })

const API = '**/api/**'
const abort = (route: Route) => route.abort()

/** Loads a page while every API request fails, and checks what it shows once its data gave up. */
async function visitWithoutApi(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await pageReady(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('Privacy Statement')
  // The widget gallery shows a load error without a retry on purpose, as one of its examples.
  if (path === '/test-button') return
  // Once every query has started (the network is quiet) and given up (two retries with
  // back-off, while the page carries data-fetching), the data parts show what failed.
  await page.waitForLoadState('networkidle')
  await expect(page.locator('html')).not.toHaveAttribute('data-fetching', {
    timeout: LIMITS.apiGiveUp,
  })
  const errors = page.locator('[data-slot="load-error"]')
  for (let index = 0; index < (await errors.count()); index += 1) {
    await expect(errors.nth(index).getByRole('button', { name: 'Try again' })).toBeVisible()
  }
}

test.describe('with the API down', () => {
  for (const path of pagePaths()) {
    // The worker's page: a new browser context for each of these short visits cost about as
    // much as the visit itself. The route and the listener come off again at the end.
    test(`${path} still renders, and its data parts offer a retry`, async ({
      sharedPage: page,
    }) => {
      const pageErrors: string[] = []
      const onPageError = (error: Error) => pageErrors.push(error.message)
      page.on('pageerror', onPageError)
      await page.route(API, abort)
      try {
        await visitWithoutApi(page, path)
      } finally {
        await page.unroute(API, abort)
        page.off('pageerror', onPageError)
      }
      expect(pageErrors).toEqual([])
    })
  }

  test('a retry loads the data once the API is back', async ({ page }) => {
    // The server renders /blog with its articles, so the list is reached within the app, where
    // the browser asks the API for it.
    await page.goto('/about-us')
    await pageReady(page)
    await page.route(API, abort)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Content Hub' })
      .click()
    await expect(page).toHaveURL(/\/blog$/)
    const error = page.locator('[data-slot="load-error"]').first()
    await expect(error).toBeVisible({ timeout: LIMITS.apiGiveUp })
    await page.unroute(API, abort)
    await error.getByRole('button', { name: 'Try again' }).click()
    await expect(page.locator('[data-slot="article-card"]').first()).toBeVisible()
  })
})

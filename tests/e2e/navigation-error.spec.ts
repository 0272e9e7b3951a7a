import { expect, test } from './test'
import { appReady, pageReady } from './site.ts'
import { LIMITS } from './limits.ts'

test.describe('a page whose code does not arrive', () => {
  test.use({ serviceWorkers: 'block' })

  test('is logged with the spec text, and the browser loads the page afresh', async ({ page }) => {
    // The log is kept in the tab's session storage as well as the console: the page reloads right
    // after logging, and a console message sent as its document goes can be lost on the way here.
    await page.addInitScript(() => {
      const log = console.error.bind(console)
      console.error = (...args: unknown[]) => {
        const logged = JSON.parse(sessionStorage.getItem('test:errors') ?? '[]') as string[]
        sessionStorage.setItem('test:errors', JSON.stringify([...logged, String(args[0])]))
        log(...args)
      }
    })
    await page.goto('/')
    await pageReady(page)
    // The Our Reach page's code does not arrive (a release replaced it, the line dropped) until
    // the browser asks for the page afresh; that fresh load gets it.
    let freshLoads = 0
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/our-reach') {
        freshLoads += 1
      }
    })
    await page.route(/\/assets\/our-reach-[\w-]+\.js$/, async (route) => {
      if (freshLoads === 0) await route.abort()
      else await route.continue()
    })
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Our Reach' })
      .click()
    await expect(page).toHaveURL(/\/our-reach$/)
    await appReady(page)
    await expect(page.getByRole('heading', { level: 1, name: /Our Reach/i })).toBeVisible()
    await expect(page.getByText('Something went wrong')).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: 'shown as a plain page' })).toHaveCount(
      0,
    )
    expect(freshLoads).toBe(1)
    const logged = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('test:errors') ?? '[]') as string[],
    )
    expect(logged.filter((text) => text.startsWith('Navigation Link error'))).toHaveLength(1)
  })

  test('after one fresh load fails too, keeps the served page with a quiet notice', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/')
    await pageReady(page)
    await page.route(/\/assets\/our-reach-[\w-]+\.js$/, (route) => route.abort())
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Our Reach' })
      .click()
    const notice = page.getByRole('status').filter({ hasText: 'shown as a plain page' })
    await expect(notice).toBeVisible({ timeout: LIMITS.appReady })
    await expect(page).toHaveURL(/\/our-reach$/)
    await expect(page.getByRole('heading', { level: 1, name: /Our Reach/i })).toBeVisible()
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0)
    // Its link is this very address (href="").
    const reload = notice.getByRole('link', { name: 'Reload the page' })
    expect(await reload.evaluate((link) => (link as HTMLAnchorElement).href)).toMatch(
      /\/our-reach$/,
    )
    expect(
      errors.filter((text) => text.startsWith('Navigation Link error')).length,
    ).toBeGreaterThan(0)
  })

  test('on a first visit, the served page stays readable and its plain controls work', async ({
    browser,
  }, testInfo) => {
    // A context of its own: the app never becomes ready here, which the site's `goto` waits for.
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      serviceWorkers: 'block',
      viewport: { width: 375, height: 800 },
    })
    const page = await context.newPage()
    await page.route(/\/assets\/our-reach-[\w-]+\.js$/, (route) => route.abort())
    await page.goto('/our-reach')
    await expect(
      page.getByRole('status').filter({ hasText: 'shown as a plain page' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: /Our Reach/i })).toBeVisible()
    // The menu is a plain disclosure until the app starts; here it never does.
    await page.getByText('Menu', { exact: true }).click()
    await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeVisible()
    await context.close()
  })
})

import { expect, test } from './test'
import { pageReady } from './site.ts'

test.describe('a page whose code does not arrive', () => {
  test.use({ serviceWorkers: 'block' })

  test('is logged with the spec text, and the browser loads the page afresh', async ({ page }) => {
    const errors: string[] = []
    // The Our Reach page's code does not arrive (a release replaced it, the line dropped) until
    // the failed navigation has been logged; the fresh load that follows gets it.
    let unreachable = true
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      errors.push(message.text())
      if (message.text().startsWith('Navigation Link error')) unreachable = false
    })
    await page.goto('/')
    await pageReady(page)
    await page.route(/\/assets\/our-reach-[\w-]+\.js$/, async (route) => {
      if (unreachable) await route.abort()
      else await route.continue()
    })
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Our Reach' })
      .click()
    await expect(page).toHaveURL(/\/our-reach$/)
    await expect(page.getByRole('heading', { level: 1, name: /Our Reach/i })).toBeVisible()
    await expect(page.getByText('Something went wrong')).toHaveCount(0)
    expect(errors.some((text) => text.startsWith('Navigation Link error'))).toBe(true)
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
    await expect(notice).toBeVisible({ timeout: 15_000 })
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

import { analyze } from './axe.ts'
import { LIMITS } from './limits.ts'
import { expect, test } from './test'

test('the API reference: every operation, reachable from its contents, clean in both themes and widths', async ({
  browser,
}, testInfo) => {
  // Axe three times over a long page of tables.
  test.setTimeout(LIMITS.longTest)
  // A context of its own: the reference is a plain page of the server's, with no app to wait for.
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  const requests: string[] = []
  page.on('request', (request) => requests.push(new URL(request.url()).pathname))
  const response = await page.goto('/api/docs')
  expect(response?.status()).toBe(200)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mzansi Clearing content API reference' }),
  ).toBeVisible()
  expect(await page.getByRole('main').getByRole('heading', { level: 3 }).count()).toBeGreaterThan(
    15,
  )
  // Nothing fetched but the page itself: no script, style sheet or font from anywhere.
  expect(requests).toEqual(['/api/docs'])

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    const { violations } = await analyze(page)
    expect(violations, `axe, ${scheme}`).toEqual([])
  }

  // The contents link takes the keyboard to its operation.
  await page
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: 'GET /PublicBlogs/landing' })
    .focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#getpublicblogslanding$/)
  await expect(page.getByRole('heading', { name: 'GET /PublicBlogs/landing' })).toBeInViewport()

  // At 375 px nothing but a table (in its own scroll region) is wider than the screen.
  await page.setViewportSize({ width: 375, height: 812 })
  await page.emulateMedia({ colorScheme: 'light' })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
  expect((await analyze(page)).violations, 'axe at 375 px').toEqual([])
  await context.close()
})

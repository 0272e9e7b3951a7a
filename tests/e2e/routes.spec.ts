import { expect, test } from './test'
import {
  REDIRECTS,
  collectErrors,
  expectedTitle,
  isRoutePath,
  makePageLong,
  pageReady,
  routePaths,
  samplePath,
} from './site.ts'

// Each route's own checks (status, title, errors and the rest) run in route-visits.spec.ts.

test.describe('redirects', () => {
  test('every listed redirect is a route of the build', () => {
    const routes = routePaths()
    for (const from of Object.keys(REDIRECTS)) expect(routes, `route ${from}`).toContain(from)
  })

  for (const [from, to] of Object.entries(REDIRECTS)) {
    test(`${from} ends on ${to}`, async ({ page, request }) => {
      const errors = collectErrors(page)
      if (/^https?:\/\//.test(to)) {
        // A server redirect out of the site (there is no network here to follow it to).
        const answer = await request.get(samplePath(from), { maxRedirects: 0 })
        expect(answer.status()).toBe(301)
        expect(answer.headers()['location']).toBe(to)
        return
      }
      const response = await page.goto(samplePath(from))
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === to)
      await pageReady(page)
      await expect(page).toHaveTitle(expectedTitle(to))
      expect(errors).toEqual([])
    })
  }
})

test('an unknown path answers 404 with a Not Found page that links home', async ({ page }) => {
  const errors = collectErrors(page)
  const response = await page.goto('/definitely-not-a-page')
  expect(response?.status()).toBe(404)
  await pageReady(page)
  await expect(page.locator('main a[href="/"]').first()).toBeVisible()
  // The browser reports the document's own 404 as a console error; nothing else may fail.
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([])
})

test('a navigation from far down a page starts the new page at the top', async ({ page }) => {
  await page.goto('/')
  await pageReady(page)
  await makePageLong(page)

  const current = new URL(page.url()).pathname
  // Document links are left out: once the API answers they become the document's address, and
  // one that changed between this list and the click would open the PDF.
  const links = page.locator(
    'a[href^="/"]:not([target="_blank"]):not([download]):not([data-document-link])',
  )
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  )
  const href = hrefs.findLast(
    (candidate) => isRoutePath(candidate) && new URL(candidate, 'http://x').pathname !== current,
  )
  expect(href, 'an internal link to another page').toBeDefined()
  // Found by its address, not its place in the list, which a swapped document link would shift.
  const link = page.locator(`a[href="${href}"]:not([data-document-link])`).last()
  const target = new URL(href as string, 'http://x').pathname

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await link.scrollIntoViewIfNeeded()
  expect(
    await page.evaluate(() => window.scrollY),
    'scrolled down before the click',
  ).toBeGreaterThan(200)

  await link.click()
  await expect(page).toHaveURL((url) => url.pathname === target)
  await pageReady(page)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

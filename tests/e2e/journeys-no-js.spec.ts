// Not ./test: its goto waits for the app, which never starts without JavaScript.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- no app to wait for without JavaScript
import { expect, test } from '@playwright/test'

/**
 * A visitor with JavaScript off (or before it has arrived) finds what they came for: the site
 * search, the branch locator, a page that is not there, an old address. The menu is in
 * shell-no-js.spec.ts and the contact form in contact-no-js.spec.ts.
 */
test.use({ javaScriptEnabled: false })

test('a tap on the header’s Search puts the focus in a search field; "debit" finds DebiCheck and articles', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/services/eft')
  await page.locator('header [data-slot="site-search-open"]').click()
  const field = page.locator('header').getByRole('searchbox', { name: 'Search the site' })
  await expect(field).toBeFocused()
  // Enter on an empty field goes nowhere: the page stays, with the field.
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/services\/eft$/)
  await page.keyboard.type('debit')
  await expect(field).toHaveValue('debit')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=debit$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the site')
  await expect(page.getByRole('heading', { name: 'Results for “debit”' })).toBeVisible()
  const pages = page.getByRole('region', { name: 'Pages' })
  await expect(
    pages.getByRole('link', { name: 'Authenticated Collections (DebiCheck)' }),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Articles' }).getByRole('link').first(),
  ).toBeVisible()
  await pages.getByRole('link', { name: 'Authenticated Collections (DebiCheck)' }).click()
  await expect(page).toHaveURL(/\/services\/authenticated-collections$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('DebiCheck')
})

test('the branch search finds Capitec’s branch code, 470010, and pages through the rest', async ({
  page,
}) => {
  await page.goto('/branch-search')
  await page.getByRole('searchbox', { name: 'Bank, branch or town' }).fill('capitec')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/branch-search\?q=capitec(?:&|$)/)
  await expect(page.getByRole('searchbox', { name: 'Bank, branch or town' })).toHaveValue('capitec')
  const results = page.getByRole('region', { name: 'Branches' })
  await expect(results.getByText(/branches found, page 1 of \d+/)).toBeVisible()
  await expect(results.getByText('470010').first()).toBeVisible()
  await expect(results.getByRole('heading', { level: 3 }).first()).toContainText('Capitec Bank')
  await results.getByRole('link', { name: /^(Page )?2$/ }).click()
  await expect(page).toHaveURL(/[?&]page=2(?:&|$)/)
  await expect(results.getByText(/page 2 of \d+/)).toBeVisible()
  await expect(results.getByText('470010').first()).toBeVisible()
})

test('a page that is not there answers 404 with a way on', async ({ page }) => {
  const response = await page.goto('/services/payments-by-pigeon')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page')
  await expect(page.getByRole('link', { name: 'See all our services' })).toHaveAttribute(
    'href',
    '/services',
  )
  await page.getByRole('main').getByRole('searchbox', { name: 'Search the site' }).fill('swift')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('link', { name: 'SWIFT Solutions' })).toBeVisible()
})

test('old addresses are permanent redirects the browser follows', async ({ page, request }) => {
  for (const [from, to] of [
    ['/about-us/careers', '/about-us/career'],
    ['/branch-locator', '/branch-search'],
  ] as const) {
    const answer = await request.get(from, { maxRedirects: 0 })
    expect([301, 308], from).toContain(answer.status())
    const response = await page.goto(from)
    expect(response?.status(), from).toBe(200)
    expect(new URL(page.url()).pathname).toBe(to)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
})

import { expect, test } from './test'
import { appReady, pageReady } from './site.ts'

const footer = (page: import('@playwright/test').Page) => page.getByRole('contentinfo')

test.describe('footer documents and the PCI badge', () => {
  test('the Privacy Statement and Disclosure Framework links download their PDFs', async ({
    page,
  }) => {
    await page.goto('/')
    await pageReady(page)
    // The links become the documents' once the footer nears the screen.
    await footer(page).scrollIntoViewIfNeeded()
    const privacy = footer(page).getByRole('link', { name: /^Privacy Statement \(PDF\)/ })
    const disclosure = footer(page).getByRole('link', { name: /^Disclosure Framework \(PDF\)/ })
    await expect(privacy).toHaveAttribute('href', /^\/api\/public\/v2\/filehandler\/[0-9a-f-]{36}$/)
    await expect(disclosure).toHaveAttribute(
      'href',
      /^\/api\/public\/v2\/filehandler\/[0-9a-f-]{36}$/,
    )
    await expect(disclosure).toHaveAttribute('target', '_blank')
    await expect(disclosure).toHaveAccessibleName(/opens in a new tab/)
    for (const link of [privacy, disclosure]) {
      const response = await page.request.get((await link.getAttribute('href'))!)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^application\/pdf/)
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
    }
  })

  test('a page asks the API for its footer only once the footer nears the screen', async ({
    page,
  }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (/\/api\/public\/v2\/(Certificates|PciBadge)/.test(request.url()))
        asked.push(request.url())
    })
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/services/eft')
    await appReady(page)
    // Everything the page does unasked (its idle-time code included) is done once the network is
    // quiet: by then nothing has asked for the footer's documents.
    await page.waitForLoadState('networkidle')
    expect(asked).toEqual([])
    // Until then the footer's links are the configured ones, and they work.
    await expect(
      footer(page).getByRole('link', { name: 'Privacy Statement', exact: true }),
    ).toHaveAttribute('href', '/privacy-statement')
    await footer(page).scrollIntoViewIfNeeded()
    await expect(
      footer(page).getByRole('link', { name: /^Privacy Statement \(PDF\)/ }),
    ).toHaveAttribute('href', /^\/api\/public\/v2\/filehandler\//)
    expect(asked.length).toBeGreaterThan(0)
  })

  test('the footer shows the PCI DSS badge with its alt text', async ({ page }) => {
    await page.goto('/contact-us')
    await pageReady(page)
    // The badge is asked for once the footer nears the screen.
    await footer(page).scrollIntoViewIfNeeded()
    const badge = footer(page).getByRole('img', { name: 'PCI DSS compliance badge' })
    await expect(badge).toBeVisible()
    await expect
      .poll(() => badge.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0)
  })

  test.describe('without the API', () => {
    test.use({ serviceWorkers: 'block' })
    test('the configured links stand in and the badge is left out', async ({ page }) => {
      await page.route('**/api/public/v2/Certificates*', (route) => route.abort())
      await page.route('**/api/public/v2/PciBadge*', (route) => route.abort())
      await page.goto('/')
      await pageReady(page)
      const badgeFailed = page.waitForEvent('requestfailed', (request) =>
        request.url().includes('/PciBadge'),
      )
      await footer(page).scrollIntoViewIfNeeded()
      await expect(
        footer(page).getByRole('link', { name: 'Privacy Statement', exact: true }),
      ).toHaveAttribute('href', '/privacy-statement')
      await expect(
        footer(page).getByRole('link', { name: /^Disclosure Framework/ }),
      ).toHaveAttribute('href', '/about-us/key-rules-and-procedures')
      await badgeFailed
      await expect(footer(page).getByRole('img')).toHaveCount(0)
    })
  })
})

import { pageReady } from './site'
import { expect, test } from './test'

const HYDRATION_WARNING = 'The prerendered page differed from the app'

test.describe('prerendered pages', () => {
  // These tests are about the server's answer; offline.spec.ts has the service worker's.
  test.use({ serviceWorkers: 'block' })

  // Each prerendered page's served HTML is checked in served-html.spec.ts, and its hydration in
  // place (the h1 kept, no mismatch, no error) at both widths in route-visits.spec.ts.

  test('a page is readable with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/services/eft')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Electronic Funds Transfer')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact us' }).first()).toBeVisible()
    await context.close()
  })

  for (const scheme of ['light', 'dark'] as const) {
    test(`with JavaScript off, a page follows the system's ${scheme} scheme, logo included`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: scheme })
      const page = await context.newPage()
      await page.goto('/services/eft')
      const background = await page.evaluate(
        () => getComputedStyle(document.documentElement).backgroundColor,
      )
      // The tokens' --color-bg: #ffffff in light, #100e2c in dark.
      expect(background).toBe(scheme === 'dark' ? 'rgb(16, 14, 44)' : 'rgb(255, 255, 255)')
      const logos = page.getByRole('banner').getByRole('img', { name: /Mzansi Clearing/ })
      await expect(logos).toHaveCount(1)
      await expect(logos).toHaveAttribute('src', scheme === 'dark' ? /dark/ : /^(?!.*dark)/)
      await context.close()
    })
  }

  test("with JavaScript on, the visitor's choice wins over the system scheme", async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' })
    await context.addInitScript(() => localStorage.setItem('theme', 'light'))
    const page = await context.newPage()
    await page.goto('/services/eft')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
    ).toBe('rgb(255, 255, 255)')
    await context.close()
  })

  test('the theme applies before first paint with no request: the inline script the CSP allows', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'light' })
    await context.addInitScript(() => {
      localStorage.setItem('theme', 'dark')
      const violations: string[] = []
      Object.assign(window, { violations })
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    const page = await context.newPage()
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    const response = await page.goto('/services/eft')
    const html = (await response?.text()) ?? ''
    const head = html.slice(0, html.indexOf('</head>'))
    // Nothing in the head makes the parser wait but the stylesheet: no classic script file.
    expect(head).not.toMatch(
      /<script(?![^>]*type="(?:module|application\/(?:ld\+)?json)")[^>]*\ssrc=/,
    )
    // Nor does any script download beside the stylesheet: the app's start after the first paint.
    expect(head).not.toMatch(/modulepreload|type="module"/)
    // The theme script and the app loader, each allowed by its hash.
    expect(response?.headers()['content-security-policy']).toMatch(
      /script-src 'self'(?: 'sha256-[\w+/=]+'){2};/,
    )
    // The theme was set by the inline script, before the app: the dark scheme in the first paint.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1d1a60')
    expect(await page.evaluate(() => (window as { violations?: string[] }).violations)).toEqual([])
    expect(requested).not.toContain('/theme.js')
    await context.close()
  })

  for (const path of ['/services/eft', '/blog/post/payshap-and-real-time-clearing']) {
    test(`${path}: no script downloads until its first and largest paints are on screen`, async ({
      page,
    }) => {
      await page.goto(path)
      await pageReady(page)
      const timings = await page.evaluate(async () => {
        const largest = await new Promise<PerformanceEntry[]>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries())).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          })
        })
        const [navigation] = performance.getEntriesByType('navigation')
        return {
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          largestPaint: largest.at(-1)?.startTime,
          load: (navigation as PerformanceNavigationTiming | undefined)?.loadEventStart,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => entry.startTime),
        }
      })
      expect(timings.scripts.length).toBeGreaterThan(3)
      const firstScript = Math.min(...timings.scripts)
      expect(timings.firstPaint).toBeGreaterThan(0)
      expect(firstScript).toBeGreaterThan(timings.firstPaint ?? Infinity)
      expect(firstScript).toBeGreaterThan(timings.largestPaint ?? Infinity)
      expect(firstScript).toBeGreaterThan(timings.load ?? Infinity)
    })
  }

  test('a page built last year hydrates without a mismatch and shows this year', async ({
    page,
  }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.text().includes(HYDRATION_WARNING)) warnings.push(message.text())
    })
    const served = Number(
      /data-current-year="">(\d{4})</.exec(
        await (await page.request.get('/services/eft')).text(),
      )?.[1],
    )
    expect(served).toBe(new Date().getFullYear())
    // The visitor's clock is a year ahead of the server's HTML.
    await page.clock.setFixedTime(new Date(`${served + 1}-01-01T08:00:00`))
    await page.goto('/services/eft')
    await pageReady(page)
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${served + 1} Mzansi Clearing. All rights reserved.`,
    )
    expect(warnings).toEqual([])
  })

  test('a button works once the app has taken over the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/services/eft')
    await page
      .locator('summary')
      .filter({ hasText: /^Menu$/ })
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})

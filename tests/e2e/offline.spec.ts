import { expect, test } from './test'
import { pageReady } from './site.ts'

test.describe('offline', () => {
  // The configuration blocks service workers for every other spec.
  test.use({ serviceWorkers: 'allow' })

  test('after one visit the site reloads offline, even on a page never visited', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await pageReady(page)
    // The app registers its service worker once the page is loaded and the browser idle.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return registration.active?.state
    })
    await page.reload()
    await pageReady(page)
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true)
    await page.waitForTimeout(500)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await page.goto('/about-us/csr')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[data-slot="network-notice"]')).toContainText('You are offline.')

    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'Content Hub' })).toBeVisible()
    await context.setOffline(false)
  })

  test('in control, the worker sends the server’s pages with their status, and keeps the seen ones for offline', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await pageReady(page)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.reload()
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true)

    // The prerendered page itself, through the worker: its text is in the HTML.
    const eft = await page.goto('/services/eft')
    expect(eft?.fromServiceWorker()).toBe(true)
    expect(eft?.status()).toBe(200)
    const html = (await eft?.text()) ?? ''
    expect(html).toContain('>Electronic Funds Transfer (EFT)</h1>')
    await pageReady(page)

    // An address the site does not have: the server's 404, not the app's shell with 200.
    const missing = await page.goto('/no-such-page-here')
    expect(missing?.fromServiceWorker()).toBe(true)
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page')

    // Offline, the page seen opens as it was sent (prerendered), not as the shell.
    await context.setOffline(true)
    const again = await page.goto('/services/eft')
    expect(await again?.text()).toBe(html)
    await pageReady(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Electronic Funds Transfer (EFT)',
    )
    await context.setOffline(false)
  })

  test('the manifest names the site and offers installable icons', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest')
    expect(response.status()).toBe(200)
    const manifest = (await response.json()) as {
      name: string
      start_url: string
      display: string
      icons: { src: string; sizes: string; purpose?: string }[]
    }
    expect(manifest).toMatchObject({
      name: 'Mzansi Clearing',
      start_url: '/',
      display: 'standalone',
    })
    const sizes = manifest.icons.map((icon) => icon.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src)
      expect(file.status(), icon.src).toBe(200)
    }
    const worker = await request.get('/sw.js')
    expect(worker.status()).toBe(200)
    expect(worker.headers()['cache-control']).toBe('no-cache')
  })
})

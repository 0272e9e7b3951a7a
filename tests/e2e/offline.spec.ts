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

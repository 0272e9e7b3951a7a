import { expect, test } from './test'
import { contactMessage, expectConfirmation, fillContactForm } from './contact-form.ts'
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
    // Its install precaches the site; once it is activated the cache is complete.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      const worker = registration.active
      if (!worker || worker.state === 'activated') return
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      )
    })
    await page.reload()
    await pageReady(page)
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true)

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

test.describe('a contact message sent as the connection drops', () => {
  // The worker plays no part here, and installing it would load its precache during the test.
  test.use({ serviceWorkers: 'block' })

  test('is said at once not to be sent, keeps every value, and is sent once when back online', async ({
    page,
    context,
  }) => {
    // One message reaches the server here (the contact limit, 5 an hour per address, is shared
    // with contact.spec.ts and contact-no-js.spec.ts).
    const isContactPost = (url: string, method: string) =>
      method === 'POST' && new URL(url).pathname.endsWith('/Contact')
    const keys: (string | undefined)[] = []
    const answers: { status: number; replayed: boolean }[] = []
    page.on('request', (request) => {
      if (isContactPost(request.url(), request.method())) {
        keys.push(request.headers()['idempotency-key'])
      }
    })
    page.on('response', (response) => {
      if (isContactPost(response.url(), response.request().method())) {
        answers.push({
          status: response.status(),
          replayed: response.headers()['idempotent-replayed'] === 'true',
        })
      }
    })

    await page.goto('/contact-us')
    await pageReady(page)
    await fillContactForm(page)
    await context.setOffline(true)
    // The page has heard that the connection is gone (as a visitor would have) before the send.
    await expect(page.locator('[data-slot="network-notice"]')).toContainText('You are offline.')
    const send = page.getByRole('button', { name: 'Send message' })
    await send.click()

    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Your message was not sent')
    await expect(alert).toContainText('You appear to be offline.')
    await expect(alert).toContainText('as soon as you are back online')
    await expect(alert).toBeFocused()
    await expect(send).not.toHaveAttribute('aria-busy', 'true')
    await expect(page.getByRole('textbox', { name: /^Your name/ })).toHaveValue(contactMessage.name)
    await expect(page.getByRole('textbox', { name: /^E-mail address/ })).toHaveValue(
      contactMessage.email,
    )
    await expect(page.getByRole('textbox', { name: /^Cellphone number/ })).toHaveValue(
      contactMessage.phone,
    )
    await expect(page.getByRole('textbox', { name: /^Organisation/ })).toHaveValue(
      contactMessage.organisation,
    )
    await expect(page.getByRole('combobox', { name: /^Subject/ })).toHaveText(contactMessage.topic)
    await expect(page.getByRole('textbox', { name: /^Your message/ })).toHaveValue(
      contactMessage.message,
    )
    await expect(page.getByRole('checkbox', { name: /may use these details/ })).toBeChecked()
    expect(answers).toEqual([])

    const sent = page.waitForResponse((response) =>
      isContactPost(response.url(), response.request().method()),
    )
    await context.setOffline(false)
    expect((await sent).status()).toBe(201)
    await expectConfirmation(page)

    // The server answered one message, stored now (not a replay); every attempt had one key.
    expect(answers).toEqual([{ status: 201, replayed: false }])
    expect(keys.length).toBeGreaterThanOrEqual(1)
    expect(new Set(keys).size).toBe(1)
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

import { expect, test } from './test'
import { chromiumAxNodes } from './ax-tree.ts'
import { analyze } from './axe.ts'
import { expectConfirmation, fillContactForm } from './contact-form.ts'
import { pageReady } from './site.ts'

test.describe('contact form', () => {
  test.use({ serviceWorkers: 'block' })

  test('explains what is missing or wrong, and moves focus to the first problem', async ({
    page,
  }) => {
    await page.goto('/contact-us')
    await pageReady(page)
    await page.getByRole('button', { name: 'Send message' }).click()
    const name = page.getByRole('textbox', { name: /^Your name/ })
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    const alert = page.getByRole('alert')
    for (const message of [
      'Enter your name',
      'Enter an e-mail address like name@example.co.za',
      'Choose a subject',
      'Write a message of at least 10 characters',
      'Tick the box to let us use your details to answer you',
    ]) {
      await expect(alert).toContainText(message)
    }
    await page.getByRole('textbox', { name: /^Cellphone number/ }).fill('0123')
    await expect(page.getByText(/South African cellphone number/).first()).toBeVisible()
    const { violations } = await analyze(page, ['main'])
    expect(violations).toEqual([])
  })

  test('gives the message six lines and counts it up to 1000 characters', async ({ page }) => {
    await page.goto('/contact-us')
    await pageReady(page)
    const message = page.getByRole('textbox', { name: /^Your message/ })
    // Room for a few lines before anything is typed (six rows), not a one-line box.
    expect((await message.boundingBox())!.height).toBeGreaterThanOrEqual(150)
    await message.fill('x'.repeat(1200))
    await expect(message).toHaveValue('x'.repeat(1000))
    await expect(page.getByText('1000 / 1000')).toBeVisible()
  })

  test('sends the message and confirms it with a reference', async ({ page }) => {
    await page.goto('/contact-us')
    await pageReady(page)
    await fillContactForm(page)
    const sent = page.waitForResponse(/\/api\/public\/v2\/Contact$/)
    await page.getByRole('button', { name: 'Send message' }).click()
    expect((await sent).status()).toBe(201)
    await expectConfirmation(page)
    await expect(page.getByText(/Your reference: [0-9a-f-]{36}/)).toBeVisible()
    const { violations } = await analyze(page, ['main'])
    expect(violations).toEqual([])
  })

  test('when sending fails it says why, keeps everything typed, and a retry sends it', async ({
    page,
  }) => {
    let failed = false
    const keys: (string | undefined)[] = []
    await page.route('**/api/public/v2/Contact', async (route) => {
      keys.push(route.request().headers()['idempotency-key'])
      if (!failed) {
        failed = true
        return route.fulfill({ status: 503, json: { error: 'Unavailable' } })
      }
      return route.continue()
    })
    await page.goto('/contact-us')
    await pageReady(page)
    await fillContactForm(page)
    await page.getByRole('button', { name: 'Send message' }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Your message was not sent')
    await expect(alert).toContainText('Everything you typed is still here.')
    await expect(page.getByRole('textbox', { name: /^Your name/ })).toHaveValue('Thandi Mokoena')
    await expect(page.getByRole('textbox', { name: /^Your message/ })).toHaveValue(
      'How does a bank become a participant in real-time clearing?',
    )
    await expect(page.getByRole('checkbox', { name: /may use these details/ })).toBeChecked()
    const { violations } = await analyze(page, ['main'])
    expect(violations).toEqual([])
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(
      page.getByRole('heading', { name: 'Thank you: your message has been sent' }),
    ).toBeVisible()
    // The retry repeats the first attempt's key, so a message that did arrive is stored once.
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(keys[1]).toBe(keys[0])
  })

  test('a message sent offline goes once back online, from another page, and a toast says so', async ({
    page,
    context,
  }) => {
    const keys: (string | undefined)[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/public/v2/Contact')) {
        keys.push(request.headers()['idempotency-key'])
      }
    })
    await page.goto('/contact-us')
    await pageReady(page)
    await fillContactForm(page)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'even if you go on to other pages of our site',
    )
    // The connection comes back only long enough for the site's pages, not for the message
    // (the form's own send gets no answer), and the visitor goes on within the site.
    await page.route('**/api/public/v2/Contact', (route) => route.abort('internetdisconnected'))
    const retried = page.waitForEvent('requestfailed', (request) =>
      request.url().endsWith('/api/public/v2/Contact'),
    )
    await context.setOffline(false)
    await retried
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Our Reach' })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our reach across Africa')
    // Then the connection drops and comes back for good.
    await page.unroute('**/api/public/v2/Contact')
    await context.setOffline(true)
    const sent = page.waitForResponse(/\/api\/public\/v2\/Contact$/)
    await context.setOffline(false)
    expect((await sent).status()).toBe(201)
    await expect(
      page.locator('[data-slot="toast"]').filter({ hasText: 'Your message has been sent' }),
    ).toContainText(/Your reference is [0-9a-f-]{36}\./)
    // The same key as the offline attempt, and nothing kept in the tab after.
    expect(keys.length).toBeGreaterThanOrEqual(1)
    expect(new Set(keys).size).toBe(1)
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => key.includes('contact')),
      ),
    ).toEqual([])
  })
})

test.describe('contact form fields, as a screen reader gets them', () => {
  test.use({ serviceWorkers: 'block' })

  const CONSENT_NAME =
    'I agree that Mzansi Clearing may use these details to answer my message, as the privacy statement explains.'

  test('the consent checkbox keeps the spaces around its link on a first visit, without JavaScript', async ({
    browser,
    baseURL,
  }) => {
    // The prerendered page as it arrives: no script has touched it.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/contact-us')
    await expect(page.getByRole('checkbox', { name: CONSENT_NAME })).toBeVisible()
    // Chromium's own name, which drops whitespace-only text nodes between React's markers.
    const [consent] = (await chromiumAxNodes(page, 'checkbox')).filter((node) =>
      node.name.includes('privacy statement'),
    )
    expect(consent?.name).toBe(CONSENT_NAME)
    await context.close()
  })

  test('the consent checkbox is required, as the other required fields say', async ({ page }) => {
    await page.goto('/contact-us')
    await pageReady(page)
    const consent = page.getByRole('checkbox', { name: /may use these details/ })
    await expect(consent).toHaveAttribute('aria-required', 'true')
    const label = page.locator('[data-slot="checkbox-label"]', { hasText: 'privacy statement' })
    await expect(label).toHaveText(/explains\.\s*\*$/)
    await expect(page.getByRole('textbox', { name: /^Cellphone number/ })).toHaveAttribute(
      'autocomplete',
      'tel',
    )
  })

  test('below 550 px the Subject select is not announced invalid before a first attempt to send', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/contact-us')
    await pageReady(page)
    const subject = page.getByRole('combobox', { name: /^Subject/ })
    await expect(subject).toHaveJSProperty('tagName', 'SELECT')
    const invalidOf = async () =>
      (await chromiumAxNodes(page, 'combobox')).find((node) => node.name.startsWith('Subject'))
        ?.properties.invalid
    expect(await invalidOf()).toBe('false')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect.poll(invalidOf).toBe('true')
  })
})

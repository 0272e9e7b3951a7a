import { SERVICE_GROUPS } from '../../src/content/service-groups.ts'
import { expect, test } from './test'
import { collectErrors, pageReady, servicePaths } from './site.ts'

/** Every service page, from the route files. */
const SERVICE_PATHS = servicePaths()

test.describe('services', () => {
  test('the overview groups every service as the menu does, with a notch per group', async ({
    page,
  }) => {
    await page.goto('/services')
    await pageReady(page)
    const notches = page.getByRole('navigation', { name: 'OUR SERVICES' })
    await expect(notches.getByRole('link')).toHaveCount(SERVICE_GROUPS.length)
    for (const path of SERVICE_PATHS) {
      await expect(page.locator(`main a[href="${path}"]`)).toHaveCount(1)
    }
    await notches.getByRole('link', { name: 'SADC' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'SADC' })).toBeFocused()
    await expect(page.getByRole('region', { name: 'SADC' })).toBeInViewport()
  })

  test('the notch bar lines up with the page at 1280 px and shows its start again back at the top at 375 px', async ({
    page,
  }) => {
    await page.goto('/services')
    await pageReady(page)
    const title = page.locator('[data-slot="scroll-notches-title"]')
    const heading = page.getByRole('heading', { level: 1 })
    expect((await title.boundingBox())?.x).toBeCloseTo((await heading.boundingBox())!.x, 0)

    await page.setViewportSize({ width: 375, height: 812 })
    const scroller = page.locator('[data-slot="scroll-notches-scroller"]')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(page.locator('[data-slot="scroll-notch"][aria-current]')).toHaveText('SADC')
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(page.locator('[data-slot="scroll-notch"][aria-current]')).toHaveCount(0)
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(0)
    await expect(page.getByRole('link', { name: 'Payment Clearing' })).toBeInViewport()
  })

  test('the closing band keeps its buttons side by side at 1280 px under a long heading', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/services/rapid-payments-programme')
    await pageReady(page)
    const band = page.locator('[data-slot="call-to-action"]')
    const contact = await band.getByRole('link', { name: /^Contact us/ }).boundingBox()
    const all = await band.getByRole('link', { name: 'All services' }).boundingBox()
    expect(contact && all).toBeTruthy()
    expect(Math.round(all!.y)).toBe(Math.round(contact!.y))
    expect(all!.x).toBeGreaterThan(contact!.x + contact!.width)
  })

  test('a menu group link lands on its section of the overview', async ({ page }) => {
    await page.goto('/services#card-payments')
    await pageReady(page)
    const section = page.getByRole('region', { name: 'Card Payments' })
    await expect(section).toBeInViewport()
    await expect(section.getByRole('link')).toHaveCount(3)
  })

  for (const path of SERVICE_PATHS) {
    test(`${path} shows every part of the service template`, async ({ page }) => {
      const errors = collectErrors(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await pageReady(page)
      const headings = page.getByRole('heading', { level: 2 })
      for (const name of [
        'What it is',
        'Who uses it',
        'How it works',
        'Features and benefits',
        'Frequently asked questions',
        'Related services',
      ]) {
        await expect(headings.filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(1)
      }
      const steps = page.locator('[data-slot="numbered-steps"] > li')
      expect(await steps.count()).toBeGreaterThanOrEqual(3)
      const related = page.getByRole('region', { name: 'Related services' }).getByRole('link')
      expect(await related.count()).toBeGreaterThanOrEqual(2)
      await expect(page.locator(`main a[href="${path}"]`)).toHaveCount(0)
      expect(errors).toEqual([])
    })
  }

  test('questions open one at a time, by keyboard too, and related services lead on', async ({
    page,
  }) => {
    await page.goto('/services/authenticated-collections')
    await pageReady(page)
    const faq = page.getByRole('region', { name: 'Frequently asked questions' })
    const questions = faq.getByRole('button')
    expect(await questions.count()).toBeGreaterThanOrEqual(3)
    await questions.first().click()
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true')
    await questions.nth(1).focus()
    await page.keyboard.press('Enter')
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true')
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'false')

    await page
      .getByRole('region', { name: 'Related services' })
      .getByRole('link', { name: 'Early Debit Order (EDO)' })
      .click()
    await expect(page).toHaveURL(/\/services\/early-debit-order$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Early Debit Order (EDO)')
  })
})

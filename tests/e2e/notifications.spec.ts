import { expect, test } from './test'
import { FORCED_SAMPLE, TOAST_SAMPLE, previewNotification } from './notifications.ts'
import { collectErrors, pageReady } from './site.ts'

const LOOKUP = '**/api/public/v2/Notifications/GetUserNotificationsCH*'

test.describe('notifications', () => {
  test('a forced notification takes over, its action navigates, and it does not show again', async ({
    page,
  }) => {
    await previewNotification(page, FORCED_SAMPLE)
    const read = page.waitForResponse(/Notifications\/markasread/)
    await page.goto('/')
    const dialog = page.getByRole('dialog', { name: FORCED_SAMPLE.title })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Payments clear as usual.')
    await expect(dialog).toContainText(/Date: \d{1,2} \w+ \d{4}/)
    expect((await read).status()).toBe(204)

    await dialog.getByRole('button', { name: 'Go to Member Services' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    const lookup = page.waitForResponse(LOOKUP)
    await page.reload()
    expect((await lookup).status()).toBe(204)
    await pageReady(page)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('the close link clears the overlay and keeps the visitor on the page', async ({ page }) => {
    await previewNotification(page, FORCED_SAMPLE)
    await page.goto('/our-reach')
    const dialog = page.getByRole('dialog', { name: FORCED_SAMPLE.title })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(dialog.locator(':focus')).toHaveCount(1)
    await dialog.getByRole('button', { name: 'Continue to the site' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/our-reach$/)
  })

  test('an ordinary notification shows as a toast whose action navigates', async ({ page }) => {
    await previewNotification(page, TOAST_SAMPLE)
    await page.goto('/')
    const toast = page.locator('[data-slot="toast"]').filter({ hasText: TOAST_SAMPLE.title })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText(TOAST_SAMPLE.body)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await toast.getByRole('button', { name: 'See the index' }).click()
    await expect(page).toHaveURL(/\/data-insights\/indices\/net-salary-index$/)
  })

  test('a failed lookup shows nothing and logs no error', async ({ page }) => {
    const errors = collectErrors(page)
    await page.route(LOOKUP, (route) => route.abort())
    const attempt = page.waitForRequest(LOOKUP)
    await page.goto('/')
    await attempt
    await pageReady(page)
    await page.waitForTimeout(1500)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.locator('[data-slot="toast"]')).toHaveCount(0)
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([])
  })
})

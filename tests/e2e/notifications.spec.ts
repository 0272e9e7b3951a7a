import { expect, test, type Page } from './test'
import {
  contrastOf,
  focusCoveredBy,
  outlineOf,
  overlaps,
  pageBackground,
} from './focus-visibility.ts'
import { FORCED_SAMPLE, TOAST_SAMPLE, previewNotification } from './notifications.ts'
import { collectErrors, pageReady, settle } from './site.ts'

const LOOKUP = '**/api/public/v2/Notifications/GetUserNotificationsCH*'

const toastOf = (page: Page, title = TOAST_SAMPLE.title) =>
  page.locator('[data-slot="toast"]').filter({ hasText: title })
/** Sonner's element around our toast: the one that takes focus. */
const sonnerToast = (page: Page) => page.locator('[data-sonner-toast]')

/** Shows the sample toast on the home page, fully in (past sonner's entrance). */
async function showToast(page: Page) {
  await previewNotification(page, TOAST_SAMPLE)
  await page.goto('/')
  await pageReady(page)
  await expect(toastOf(page)).toBeVisible()
  await settle(page)
}

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
    // It sits the spec's 20 px below the header, clear of its Search and theme buttons.
    await settle(page)
    const header = await page.getByRole('banner').boundingBox()
    const box = await toast.boundingBox()
    expect(header && box && Math.round(box.y - (header.y + header.height))).toBe(20)
    for (const control of [
      page.getByRole('banner').getByRole('button', { name: 'Search' }),
      page.getByRole('banner').getByRole('button', { name: /theme/ }),
    ]) {
      await expect(control).toBeVisible()
      expect(await overlaps(control, toast)).toBe(false)
    }
    // Tab from the footer's last link runs through the toast and on to the top of the page,
    // never back to the link: at each width (sonner lays the toasts out apart below 600 px).
    const email = page.getByRole('contentinfo').locator('a[href^="mailto:"]')
    const inToast = () =>
      page.evaluate(() => !!document.activeElement?.closest('[data-sonner-toaster]'))
    const atTop = () =>
      page.evaluate(() => document.activeElement?.textContent === 'Skip to main content')
    for (const width of [1280, 768, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await settle(page)
      await email.focus()
      await page.keyboard.press('Tab')
      expect(await inToast(), `${width} px`).toBe(true)
      for (let press = 0; press < 6 && (await inToast()); press += 1) {
        await page.keyboard.press('Tab')
      }
      expect(await inToast(), `${width} px`).toBe(false)
      expect(await email.evaluate((link) => link === document.activeElement)).toBe(false)
      // Past the toasts focus leaves the page (the browser's own controls), then comes back at
      // its top: the skip link.
      for (let press = 0; press < 2 && !(await atTop()); press += 1) {
        await page.keyboard.press('Tab')
      }
      expect(await atTop(), `${width} px: Tab reaches the top of the page`).toBe(true)
    }
    await page.setViewportSize({ width: 1280, height: 720 })
    await toast.getByRole('button', { name: 'See the index' }).click()
    await expect(page).toHaveURL(/\/data-insights\/indices\/net-salary-index$/)
  })

  test('a failed lookup shows nothing and logs no error', async ({ page }) => {
    const errors = collectErrors(page)
    await page.route(LOOKUP, (route) => route.abort())
    const failed = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/Notifications/GetUserNotificationsCH'),
    )
    await page.goto('/')
    await failed
    await pageReady(page)
    // The failure has been handled once the page has nothing more to fetch.
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.locator('[data-slot="toast"]')).toHaveCount(0)
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([])
  })

  test("the toast says the close words given and keeps the body's line breaks", async ({
    page,
  }) => {
    await previewNotification(page, {
      ...TOAST_SAMPLE,
      body: 'See how take-home pay has moved, month by month.\nThe series shown is illustrative.',
      closeButtonText: 'Not now',
    })
    await page.goto('/')
    const toast = toastOf(page)
    await expect(toast).toBeVisible()
    expect(await toast.locator('[data-slot="toast-message"]').innerText()).toBe(
      'See how take-home pay has moved, month by month.\nThe series shown is illustrative.',
    )
    await expect(toast.getByRole('button', { name: 'Dismiss' })).toHaveCount(0)
    await toast.getByRole('button', { name: 'Not now' }).click()
    await expect(toast).toHaveCount(0)
  })

  test('Escape dismisses the toast while focus is elsewhere, and leaves focus there', async ({
    page,
  }) => {
    await showToast(page)
    const link = page.getByRole('link', { name: 'Our Reach' }).first()
    await link.focus()
    await page.keyboard.press('Escape')
    await expect(toastOf(page)).toHaveCount(0)
    await expect(link).toBeFocused()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`a focused toast shows a 3:1 focus ring (${theme})`, async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme)
      await showToast(page)
      const background = await pageBackground(page)
      // Alt+T (sonner's hotkey) focuses the list, then Tab the toast itself.
      await page.keyboard.press('Alt+T')
      for (const focused of ['the list', 'the toast']) {
        if (focused === 'the toast') {
          await page.keyboard.press('Tab')
          await expect(sonnerToast(page)).toBeFocused()
        }
        const ring = await outlineOf(sonnerToast(page))
        expect(ring.style, focused).toBe('solid')
        expect(ring.width, focused).toBeGreaterThanOrEqual(2)
        expect(contrastOf(ring.colour, background), focused).toBeGreaterThanOrEqual(3)
      }
      if (theme === 'light') {
        // Escape with the list itself focused (Alt+T from a link) dismisses the toast too, and
        // focus goes back to the link rather than to nothing.
        const link = page.getByRole('link', { name: 'Our Reach' }).first()
        await link.focus()
        await page.keyboard.press('Alt+T')
        await expect(page.locator('[data-sonner-toaster]')).toBeFocused()
        await page.keyboard.press('Escape')
        await expect(toastOf(page)).toHaveCount(0)
        await expect(link).toBeFocused()
      }
    })
  }

  test('a focused toast shows its ring in forced colours too', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    await showToast(page)
    await page.keyboard.press('Alt+T')
    await page.keyboard.press('Tab')
    await expect(sonnerToast(page)).toBeFocused()
    const ring = await outlineOf(sonnerToast(page))
    expect(ring.style).toBe('solid')
    expect(ring.width).toBeGreaterThanOrEqual(2)
  })

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } })

    test('a new toast does not cover the button that has focus', async ({ page }) => {
      await previewNotification(page, TOAST_SAMPLE)
      // The lookup answers only once the visitor has focus on the Menu button, at the top.
      let answer = () => {}
      const focusFirst = new Promise<void>((resolve) => (answer = resolve))
      await page.route(LOOKUP, async (route) => {
        await focusFirst
        await route.continue()
      })
      await page.goto('/')
      await pageReady(page)
      const menu = page.locator('summary').filter({ hasText: /^Menu$/ })
      await menu.focus()
      answer()
      await expect(toastOf(page)).toBeVisible()
      await settle(page)
      await expect(menu).toBeFocused()
      expect(await overlaps(menu, toastOf(page))).toBe(false)
      expect(await focusCoveredBy(page)).toBeNull()

      // Tabbing on through the header never lands under it either.
      for (let presses = 0; presses < 4; presses += 1) {
        await page.keyboard.press('Shift+Tab')
        await settle(page)
        expect(await focusCoveredBy(page)).toBeNull()
      }
    })
  })
})

// Not ./test: its goto waits for the app, which never starts without JavaScript.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- no app to wait for without JavaScript
import { expect, test, type Locator, type Page } from '@playwright/test'

/** The header's menus as a visitor without JavaScript gets them: `details` that open in place. */
test.use({ javaScriptEnabled: false })

function sectionSummary(page: Page, name: string): Locator {
  return page
    .getByRole('navigation', { name: 'Main' })
    .locator('summary')
    .filter({ hasText: new RegExp(`^${name}$`) })
}

test('at 1280 px a section summary opens its panel, and its links work', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const trigger = sectionSummary(page, 'Services')
  const section = trigger.locator('xpath=..')
  await expect(section).toHaveJSProperty('open', false)
  await trigger.click()
  await expect(section).toHaveJSProperty('open', true)
  const eft = section.locator('a[href="/services/eft"]')
  await expect(eft).toBeVisible()
  await page.keyboard.press('Escape')
  await trigger.focus()
  await page.keyboard.press('Enter')
  await expect(section).toHaveJSProperty('open', false)
  await page.keyboard.press('Space')
  await expect(section).toHaveJSProperty('open', true)
  await eft.click()
  await expect(page).toHaveURL(/\/services\/eft$/)
})

test('at 375 px the Menu opens a plain list of every destination', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  const list = page.locator('[data-slot="mobile-menu"] nav')
  await expect(list).toBeHidden()
  await page
    .locator('summary')
    .filter({ hasText: /^Menu$/ })
    .click()
  await expect(list).toBeVisible()
  for (const path of [
    '/our-reach',
    '/services',
    '/services/eft',
    '/data-insights',
    '/about-us/career',
  ]) {
    await expect(list.locator(`a[href="${path}"]`)).toBeVisible()
  }
  await list.locator('a[href="/services/eft"]').click()
  await expect(page).toHaveURL(/\/services\/eft$/)
})

test("a service page's questions are all shown", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/services/eft')
  const answers = page.locator('#faq [data-slot="accordion-content"]')
  expect(await answers.count()).toBeGreaterThan(1)
  for (const answer of await answers.all()) await expect(answer).toBeVisible()
})

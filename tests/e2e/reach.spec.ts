import { expect, test } from './test'
import { pageReady } from './site.ts'

test.describe('Our Reach', () => {
  test('starts on South Africa and shows what we do in the country chosen', async ({ page }) => {
    await page.goto('/our-reach')
    await pageReady(page)
    const detail = page.locator('[data-slot="reach-detail"]')
    await expect(detail.getByRole('heading', { level: 3 })).toHaveText('South Africa')
    await expect(detail).toContainText('Our home market')

    const map = page.locator('[data-map="africa"]')
    await map
      .getByRole('button', { name: /^Namibia/ })
      .first()
      .click()
    await expect(detail.getByRole('heading', { level: 3 })).toHaveText('Namibia')
    await expect(detail).toContainText('Common Monetary Area')
    await expect(detail).toContainText('Namibian dollar')
    await expect(detail.getByRole('link', { name: /TCIB/ })).toHaveAttribute(
      'href',
      '/services/transactions-cleared-on-an-immediate-basis',
    )
  })

  test('can be used from the keyboard through the country list', async ({ page }) => {
    await page.goto('/our-reach')
    await pageReady(page)
    const detail = page.locator('[data-slot="reach-detail"]')
    const tanzania = page.getByRole('button', { name: /^Tanzania/ }).last()
    await tanzania.focus()
    await page.keyboard.press('Enter')
    await expect(detail.getByRole('heading', { level: 3 })).toHaveText('Tanzania')
    await expect(detail).toContainText('SADC member')
    await expect(detail).toHaveAttribute('aria-live', 'polite')
  })
})

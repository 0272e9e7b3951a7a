import { expect, test } from './test'
import { pageReady } from './site.ts'

test.describe('a page whose code does not arrive', () => {
  test.use({ serviceWorkers: 'block' })

  test('is logged with the spec text, and the browser loads the page afresh', async ({ page }) => {
    const errors: string[] = []
    // The Our Reach page's code does not arrive (a release replaced it, the line dropped) until
    // the failed navigation has been logged; the fresh load that follows gets it.
    let unreachable = true
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      errors.push(message.text())
      if (message.text().startsWith('Navigation Link error')) unreachable = false
    })
    await page.goto('/')
    await pageReady(page)
    await page.route(/\/assets\/our-reach-[\w-]+\.js$/, async (route) => {
      if (unreachable) await route.abort()
      else await route.continue()
    })
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Our Reach' })
      .click()
    await expect(page).toHaveURL(/\/our-reach$/)
    await expect(page.getByRole('heading', { level: 1, name: /Our Reach/i })).toBeVisible()
    await expect(page.getByText('Something went wrong')).toHaveCount(0)
    expect(errors.some((text) => text.startsWith('Navigation Link error'))).toBe(true)
  })

  test('is logged, and after one fresh load fails too, offers to try again', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/')
    await pageReady(page)
    await page.route(/\/assets\/our-reach-[\w-]+\.js$/, (route) => route.abort())
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Our Reach' })
      .click()
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible({ timeout: 15_000 })
    expect(
      errors.filter((text) => text.startsWith('Navigation Link error')).length,
    ).toBeGreaterThan(0)
  })
})

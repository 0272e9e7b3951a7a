import { readFileSync } from 'node:fs'
import { expect, test, type Page } from './test'
import { pageReady } from './site.ts'

const PATH = '/data-insights/indices/economic-index'

async function tableRows(page: Page) {
  const toggle = page.getByRole('button', { name: /data table/i })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  return page.locator('figure table tbody tr')
}

test.describe('economic index pages', () => {
  test('show the series, labelled illustrative, with its source and method', async ({ page }) => {
    await page.goto(PATH)
    await pageReady(page)
    await expect(page.getByText('Illustrative data').first()).toBeVisible()
    await expect(page.getByText(/The figures on this page are illustrative/)).toBeVisible()
    await expect(page.getByText(/^Source: /)).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 2, name: 'How the index is made' }),
    ).toBeVisible()
  })

  test('the view and period controls stay put while the series loads', async ({ page }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // The server sends the page with its series; a visitor who comes from another page of the
    // site, through the menu, waits for it in the app.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/contact-us')
    await pageReady(page)
    await page.route('**/api/public/v2/Indices/*', async (route) => {
      await held
      await route.continue()
    })
    const menu = page.getByRole('navigation', { name: 'Main' })
    await menu
      .locator('summary')
      .filter({ hasText: /^Data Analytics and Insights$/ })
      .click()
    await menu.getByRole('link', { name: 'Economic Index' }).click()
    await expect(page).toHaveURL(new RegExp(`${PATH}$`))
    await page.setViewportSize({ width: 375, height: 812 })
    await expect(page.getByText('Loading chart data')).toBeVisible()
    const picker = page.getByRole('radiogroup', { name: 'Period' })
    const before = await picker.boundingBox()
    release()
    await expect(page.getByText(/The figures on this page are illustrative/)).toBeVisible()
    await pageReady(page)
    expect(await picker.boundingBox()).toEqual(before)
  })

  test('the period picker changes the table and the URL', async ({ page }) => {
    await page.goto(PATH)
    await pageReady(page)
    await expect(await tableRows(page)).toHaveCount(60)
    await page.getByRole('radio', { name: '1 year' }).click()
    await expect(page).toHaveURL(/[?&]range=1y\b/)
    await expect(await tableRows(page)).toHaveCount(12)
    await page.getByRole('radio', { name: 'All' }).click()
    await expect(page).toHaveURL(/[?&]range=all\b/)
    const rows = await tableRows(page)
    await expect.poll(() => rows.count()).toBeGreaterThan(60)

    await page.goto(`${PATH}?range=1y&view=change`)
    await pageReady(page)
    await expect(page.getByRole('radio', { name: 'Change on a year earlier' })).toBeChecked()
    await expect(await tableRows(page)).toHaveCount(12)
    await expect((await tableRows(page)).first()).toContainText('%')
  })

  test('the CSV download has a header and one row per month shown', async ({ page }) => {
    await page.goto(`${PATH}?range=1y`)
    await pageReady(page)
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download the data (CSV)' }).click()
    const file = await downloading
    expect(file.suggestedFilename()).toBe('economic-index-1y.csv')
    const lines = readFileSync((await file.path())!, 'utf8')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('month,index_points')
    expect(lines).toHaveLength(13)
    expect(lines[1]).toMatch(/^\d{4}-\d{2},\d+(\.\d+)?$/)
  })

  test('malformed params fall back to the defaults', async ({ page }) => {
    await page.goto('/data-insights/indices/net-salary-index?range=10y&view=%3Cx%3E')
    await pageReady(page)
    await expect(page.getByRole('radio', { name: '5 years' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Index level' })).toBeChecked()
    const notice = page.getByRole('status').filter({ hasText: 'This address' })
    await expect(notice).toHaveText(
      'This address had a period and a view that this page could not use, so they were left out.',
    )
    // A choice of period is the visitor's own address: the word about the old one stays behind.
    await page.getByRole('radio', { name: '1 year' }).click()
    await expect(page).toHaveURL(/\?range=1y$/)
    await expect(notice).toHaveCount(0)
  })
})

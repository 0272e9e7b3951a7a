import { readFileSync } from 'node:fs'
import { expect, test } from './test'
import { pageReady } from './site.ts'
import { LIMITS } from './limits.ts'

test.describe('data insights', () => {
  test('the overview shows both indices, labelled illustrative, leading to their pages', async ({
    page,
  }) => {
    await page.goto('/data-insights')
    await pageReady(page)
    const teasers = page.locator('[data-slot="index-teaser"]')
    await expect(teasers).toHaveCount(2)
    await expect(teasers.getByText('Illustrative data')).toHaveCount(2)
    await expect(teasers.first()).toContainText(/\w{3} \d{4}: /)
    await page.getByRole('link', { name: 'Explore the Net Salary Index' }).click()
    await expect(page).toHaveURL(/\/data-insights\/indices\/net-salary-index$/)
  })

  test('Economic Indices and Member Analytics explain themselves and lead on', async ({ page }) => {
    await page.goto('/data-insights/indices')
    await pageReady(page)
    await expect(page.locator('[data-slot="index-teaser"]')).toHaveCount(2)
    await expect(page.getByRole('heading', { level: 2, name: 'Reading an index' })).toBeVisible()

    await page.goto('/data-insights/member-analytics')
    await pageReady(page)
    await expect(page.getByRole('heading', { level: 2, name: 'What members see' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: /^Step 1: / })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Member services' })).toHaveAttribute(
      'href',
      '/login',
    )
  })

  test('with the API failing, a teaser offers a retry and the page stays whole', async ({
    page,
  }) => {
    await page.route('**/api/**/Indices/**', (route) => route.abort())
    await page.goto('/data-insights')
    await pageReady(page)
    // The queries retry twice with back-off before they give up.
    const failed = page.locator('[data-slot="load-error"]')
    await expect(failed).toHaveCount(2, { timeout: LIMITS.apiGiveUp })
    await expect(failed.first()).toContainText('We could not load this index')
    await expect(failed.first().getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Member Analytics' })).toBeVisible()
  })

  test('Member Analytics shows an illustrative example report with views, periods, table and CSV', async ({
    page,
  }) => {
    await page.goto('/data-insights/member-analytics')
    await pageReady(page)
    const report = page.locator('[data-slot="member-report"]')
    await expect(report.getByText(/are illustrative/)).toBeVisible()
    await expect(report.getByText('Illustrative data', { exact: true })).toBeVisible()
    await expect(report.locator('figure figcaption').first()).toContainText(
      'Debit orders returned unpaid',
    )

    await report.getByRole('radio', { name: '1 year' }).click()
    await report.getByRole('button', { name: /data table/i }).click()
    const rows = report.locator('figure table tbody tr')
    await expect(rows).toHaveCount(12)
    await expect(report.locator('figure table thead th')).toHaveCount(3)

    await report.getByRole('radio', { name: 'Difference from the industry' }).click()
    await expect(report.locator('figure table thead th')).toHaveCount(2)
    const downloading = page.waitForEvent('download')
    await report.getByRole('button', { name: 'Download the data (CSV)' }).click()
    const file = await downloading
    expect(file.suggestedFilename()).toBe('member-analytics-example-gap-1y.csv')
    const lines = readFileSync((await file.path())!, 'utf8')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('month,difference_percentage_points')
    expect(lines).toHaveLength(13)
  })
})

import { expect, test } from './test'
import { pageReady } from './site.ts'

test.describe('About Us pages', () => {
  test('About Us leads to every company page', async ({ page }) => {
    await page.goto('/about-us')
    await pageReady(page)
    for (const path of [
      '/about-us/what-we-do',
      '/about-us/our-leadership',
      '/about-us/our-pricing-philosophy',
      '/about-us/key-rules-and-procedures',
      '/about-us/our-heritage',
    ]) {
      await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible()
    }
  })

  test('key rules and procedures lists the published documents as PDF downloads', async ({
    page,
    request,
  }) => {
    await page.goto('/about-us/key-rules-and-procedures')
    await pageReady(page)
    const documents = page.locator('[data-slot="published-documents"] a[href*="/filehandler/"]')
    await expect(documents.first()).toBeVisible()
    const href = (await documents.first().getAttribute('href'))!
    const response = await request.get(href)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/pdf')
  })

  test('our history is an ordered timeline, oldest first', async ({ page }) => {
    await page.goto('/about-us/our-heritage')
    await pageReady(page)
    const items = page.locator('ol[data-slot="timeline"] > li')
    expect(await items.count()).toBeGreaterThanOrEqual(10)
    const times = await page
      .locator('ol[data-slot="timeline"] time')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''))
    expect(times).toEqual([...times].sort())
    await expect(page.getByRole('heading', { level: 3, name: 'PayShap' })).toBeVisible()
  })

  test('our leadership shows the governance structure and names no one an editor has not added', async ({
    page,
  }) => {
    await page.goto('/about-us/our-leadership')
    await pageReady(page)
    for (const name of [
      'Board of directors',
      'Audit committee',
      'Risk committee',
      'Remuneration committee',
      'Social and ethics committee',
      'Nominations committee',
      'Executive committee',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
    }
    await expect(page.locator('[data-slot="governing-body-members"]')).toHaveCount(0)
  })
})

test.describe('legal pages', () => {
  for (const path of ['/paia', '/privacy-statement', '/terms']) {
    test(`${path} has a last-updated date, a contents list that reaches every section, and the documents`, async ({
      page,
    }) => {
      await page.goto(path)
      await pageReady(page)
      await expect(page.getByText(/^Last updated: \d{1,2} \w+ \d{4}$/)).toBeVisible()
      const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link')
      const count = await contents.count()
      expect(count).toBeGreaterThanOrEqual(5)
      for (let index = 0; index < count; index += 1) {
        const href = (await contents.nth(index).getAttribute('href'))!
        expect(href).toMatch(/^#[\w-]+$/)
        await expect(page.locator(`[id="${href.slice(1)}"]`)).toHaveCount(1)
      }
      await contents.last().click()
      await expect(page.locator('[data-slot="published-documents"] a').first()).toBeInViewport()
    })
  }
})

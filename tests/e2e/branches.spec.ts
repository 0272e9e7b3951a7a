import { expect, test, type Page } from './test'
import { analyze } from './axe.ts'
import { pageReady } from './site.ts'

const cards = (page: Page) =>
  page.locator('section[aria-labelledby="branch-results-heading"] article')
const count = (page: Page) => page.getByText(/\d+ branch(es)? found/)

test.describe('bank branch locator', () => {
  test('searches by town and keeps the search in the URL', async ({ page }) => {
    await page.goto('/branch-search')
    await pageReady(page)
    await expect(count(page)).toBeVisible()
    await page.getByRole('searchbox', { name: 'Bank, branch or town' }).fill('Durban')
    await expect(page).toHaveURL(/[?&]q=Durban\b/)
    await expect(count(page)).toHaveText(/^\d+ branch(es)? found/)
    // The unfiltered results stay on screen until the search answers: wait until every
    // branch shown is in Durban.
    await expect(async () => {
      const texts = await cards(page).allTextContents()
      expect(texts.length).toBeGreaterThan(0)
      for (const text of texts) expect(text).toContain('Durban')
    }).toPass()
    await expect(page.getByText(/Information as of \d{1,2} \w+ \d{4}/)).toBeVisible()
  })

  test('the search box and the bank and province selects line up in one row at 1280 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/branch-search')
    await pageReady(page)
    const bottom = async (name: string) => {
      const control = page
        .getByRole('main')
        .getByRole(name === 'Bank, branch or town' ? 'searchbox' : 'combobox', { name })
      const box = await control.boundingBox()
      return box ? Math.round(box.y + box.height) : null
    }
    const searchBottom = await bottom('Bank, branch or town')
    expect(searchBottom).not.toBeNull()
    expect(await bottom('Bank')).toBe(searchBottom)
    expect(await bottom('Province')).toBe(searchBottom)
  })

  test('filters by province on the map and in the list, and the URL reproduces it', async ({
    page,
    context,
  }) => {
    await page.goto('/branch-search')
    await pageReady(page)
    await page
      .getByRole('button', { name: /^Western Cape/ })
      .first()
      .click()
    await expect(page).toHaveURL(/[?&]province=western-cape\b/)
    await expect(cards(page).first()).toContainText('Western Cape')
    const total = (await count(page).textContent())!

    const shared = await context.newPage()
    await shared.goto(page.url())
    await pageReady(shared)
    await expect(count(shared)).toHaveText(total)
    await expect(cards(shared).first()).toContainText('Western Cape')
    await shared.close()

    await page.getByRole('combobox', { name: 'Province' }).click()
    await page.getByRole('option', { name: 'Gauteng' }).click()
    await expect(page).toHaveURL(/[?&]province=gauteng\b/)
    await expect(cards(page).first()).toContainText('Gauteng')
  })

  test('pages through the branches', async ({ page }) => {
    await page.goto('/branch-search')
    await pageReady(page)
    await expect(cards(page)).toHaveCount(10)
    const first = await cards(page).first().textContent()
    // Page 2's branches are held back, to see the list while it waits for them.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/api\/public\/v2\/Branches\?.*\bpage=2\b/, async (route) => {
      await held
      await route.continue()
    })
    // The pages are links (they work before and without scripts); a click stays in the app.
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await page
      .getByRole('navigation', { name: 'Branch pages' })
      .getByRole('link', { name: 'Page 2' })
      .click()
    await expect(page).toHaveURL(/[?&]page=2\b/)
    // The tap is answered at once: the list is marked busy and a spinner beside the heading
    // says the branches are being updated, until page 2's are in.
    const results = page.locator('section[aria-labelledby="branch-results-heading"]')
    const list = results.locator('ul:has(article)')
    const updating = results.locator('[data-slot="spinner"][data-state="active"]')
    await expect(list).toHaveAttribute('aria-busy', 'true')
    await expect(updating).toHaveText('Updating the branches')
    await expect(updating.locator('[data-slot="spinner-icon"]')).toBeVisible()
    expect(
      (await analyze(page, ['section[aria-labelledby="branch-results-heading"]'])).violations,
    ).toEqual([])
    release()
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)
    await expect(cards(page).first()).not.toHaveText(first!)
    await expect(page.getByText(/page 2 of \d+/)).toBeVisible()
    await expect(list).not.toHaveAttribute('aria-busy')
    await expect(updating).toHaveCount(0)
    // Focus goes to the results' heading, where a screen reader reads on from.
    await expect(page.locator('#branch-results-heading')).toBeFocused()
  })

  test('copies a branch code and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/branch-search?q=Durban&bank=fnb')
    await pageReady(page)
    await cards(page)
      .first()
      .getByRole('button', { name: /^Copy the branch code/ })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText(
      /^Copied the branch code \d{6} to the clipboard\.$/,
    )
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(/^\d{6}$/)
  })

  test('says when nothing matches, and clears the filters', async ({ page }) => {
    await page.goto('/branch-search?q=zzqxvnowhere')
    await pageReady(page)
    await expect(page.getByText('No branches match your search.')).toBeVisible()
    await page.getByRole('button', { name: 'Clear the search and filters' }).click()
    await expect(page).toHaveURL(/\/branch-search$/)
    await expect(cards(page)).toHaveCount(10)
    await expect(page.getByRole('searchbox', { name: 'Bank, branch or town' })).toHaveValue('')
  })

  test('leaves out malformed search params and says so, until the search changes', async ({
    page,
  }) => {
    await page.goto('/branch-search?province=atlantis&bank=%3Cb%3E&page=-3')
    await pageReady(page)
    await expect(cards(page)).toHaveCount(10)
    expect(new URL(page.url()).search).toBe('?ignored=bank%2Cprovince%2Cpage')
    const notice = page.getByRole('status').filter({ hasText: 'This address' })
    await expect(notice).toHaveText(
      'This address had a bank, a province and a page number that this page could not use, so they were left out.',
    )
    await page.getByRole('searchbox', { name: 'Bank, branch or town' }).fill('Durban')
    await expect(page).toHaveURL(/\/branch-search\?q=Durban$/)
    await expect(notice).toHaveCount(0)
  })
})

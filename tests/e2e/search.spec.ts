import { expect, test, type Page } from './test'
import { contrastOf, focusCoveredBy, outlineOf } from './focus-visibility.ts'
import { pageReady } from './site.ts'

const toggle = (page: Page) => page.getByRole('button', { name: 'Search the site' })
const input = (page: Page) => page.getByRole('combobox', { name: 'Search the site' })
const results = (page: Page) => page.locator('[data-slot="site-search-results"]')
const options = (page: Page) => results(page).getByRole('option')
const searchBox = (page: Page) => page.locator('[data-slot="site-search"] [role="search"]')
const activeOption = (page: Page) => results(page).locator('[role="option"][aria-selected="true"]')

/** Types a term and waits for the results, articles included, to settle. */
async function searchFor(page: Page, term: string) {
  await input(page).fill(term)
  await expect(page.locator('[data-slot="site-search"] p[role="status"]')).toHaveText(
    /^(\d+ results?|No results)$/,
  )
}

async function openSearch(page: Page, path = '/') {
  await page.goto(path)
  await pageReady(page)
  await toggle(page).click()
  await expect(input(page)).toBeFocused()
}

test.describe('site search', () => {
  test('finds a page by a keyword and opens it', async ({ page }) => {
    await openSearch(page)
    await input(page).fill('payroll')
    await expect(options(page).first()).toBeVisible()
    await expect(results(page)).toContainText('Electronic Funds Transfer (EFT)')
    await options(page).filter({ hasText: 'Electronic Funds Transfer (EFT)' }).click()
    await expect(page).toHaveURL(/\/services\/eft$/)
    await expect(input(page)).toHaveCount(0)
  })

  test('finds a blog article through the API and links to it', async ({ page }) => {
    await openSearch(page)
    const asked = page.waitForRequest(/\/PublicBlogs\/search\/PayShap/)
    await input(page).fill('PayShap')
    await asked
    const article = options(page).filter({ hasText: 'PayShap and real-time clearing' })
    await expect(article).toBeVisible()
    await article.click()
    await expect(page).toHaveURL(/\/blog\/post\/payshap-and-real-time-clearing$/)
  })

  test('says "No results" and that row leads to the no-results page', async ({ page }) => {
    await openSearch(page)
    await input(page).fill('zzqxv')
    await expect(options(page)).toHaveCount(1)
    await expect(options(page).first()).toContainText('No results')
    await options(page).first().click()
    await expect(page).toHaveURL(/\/no-results\?q=zzqxv$/)
    await expect(page.getByRole('heading', { level: 1, name: 'No results' })).toBeVisible()
    await expect(page.getByText('Nothing matched “zzqxv”.')).toBeVisible()
  })

  test('ignores a single character and asks the API nothing', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/PublicBlogs/search/')) asked.push(request.url())
    })
    await page.clock.install()
    await openSearch(page)
    await input(page).fill('e')
    // Past the debounce, on the page's clock: one character is still not a search.
    await page.clock.runFor(1_000)
    await expect(results(page)).toBeHidden()
    // A second character is: the first request the page makes is for both.
    const second = page.waitForRequest((request) => request.url().includes('/PublicBlogs/search/'))
    await input(page).fill('ef')
    await page.clock.runFor(1_000)
    expect((await second).url()).toMatch(/\/PublicBlogs\/search\/ef$/)
    expect(asked).toHaveLength(1)
  })

  test('works by keyboard alone', async ({ page }) => {
    await page.goto('/')
    await pageReady(page)
    for (let presses = 0; presses < 30; presses += 1) {
      await page.keyboard.press('Tab')
      if (await toggle(page).evaluate((element) => element === document.activeElement)) break
    }
    await expect(toggle(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(input(page)).toBeFocused()
    await page.keyboard.type('branch code')
    // Wait for the articles too (500 ms), so the list does not change under the arrow keys.
    await expect(page.locator('[data-slot="site-search"] p[role="status"]')).toHaveText(
      /^\d+ results?$/,
    )
    await expect(options(page).first()).toContainText('Bank Branch Locator')
    await page.keyboard.press('ArrowDown')
    await expect(input(page)).toBeFocused()
    await expect(input(page)).toHaveAttribute('aria-activedescendant', /.+/)
    const active = await input(page).getAttribute('aria-activedescendant')
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/branch-search$/)
    // As after any navigation, focus moves to the new page's h1 once the page is there.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()

    await toggle(page).click()
    await page.keyboard.type('eft')
    await expect(options(page).first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(results(page)).toBeHidden()
    await expect(input(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(input(page)).toHaveCount(0)
    await expect(toggle(page)).toBeFocused()
  })

  test('the clear button empties it, and a click outside collapses and clears it', async ({
    page,
  }) => {
    await openSearch(page)
    await input(page).fill('atm')
    await expect(options(page).first()).toBeVisible()
    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(input(page)).toHaveValue('')
    await expect(input(page)).toBeFocused()
    await expect(results(page)).toBeHidden()

    await input(page).fill('atm')
    await expect(options(page).first()).toBeVisible()
    await page.mouse.click(640, 600)
    await expect(input(page)).toHaveCount(0)
    await toggle(page).click()
    await expect(input(page)).toHaveValue('')
  })

  test('is 400 px wide at 1280 px, with at most 300 px of 75 px rows', async ({ page }) => {
    await openSearch(page)
    const box = await page.locator('[data-slot="site-search"] [role="search"]').boundingBox()
    expect(box?.width).toBe(400)
    await input(page).fill('payments')
    await expect(options(page).first()).toBeVisible()
    expect((await options(page).first().boundingBox())?.height).toBe(75)
    expect((await results(page).boundingBox())!.height).toBeLessThanOrEqual(300)
    const text = (await options(page).first().locator('[aria-hidden="true"]').last().textContent())!
    expect(Array.from(text.replace('…', '')).length).toBeLessThanOrEqual(30)
  })

  test('cuts long titles at 30 characters, never at the edge of the box', async ({ page }) => {
    await openSearch(page)
    await searchFor(page, 'debit')
    const title = options(page)
      .filter({ hasText: 'Authenticated Collections' })
      .locator('[data-slot="site-search-result-title"]')
    await expect(title.locator('[aria-hidden="true"]')).toHaveText(
      'Authenticated Collections (Deb…',
    )
    const fits = await title.evaluate((element) => element.scrollWidth <= element.clientWidth)
    expect(fits).toBe(true)
  })

  test('Enter on Clear search and on Close presses them, never opens a result', async ({
    page,
  }) => {
    await openSearch(page)
    await searchFor(page, 'debit')
    await expect(activeOption(page)).toHaveCount(1)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Clear search' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(input(page)).toHaveValue('')
    await expect(input(page)).toBeFocused()

    await searchFor(page, 'debit')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(input(page)).toHaveCount(0)
    await expect(toggle(page)).toBeFocused()
    // Enter pressed Close, not the active result (cmdk's root handles Enter): the same keydown
    // that closed the search would have started the navigation.
    expect(await page.evaluate(() => window.location.pathname)).toBe('/')
  })

  test('never covers what has focus: focus leaving it collapses it', async ({ page }) => {
    await openSearch(page)
    await searchFor(page, 'debit')
    // The controls under the box are hidden while it is open; focus goes out past them.
    await expect(page.getByRole('button', { name: 'Dark theme' })).toBeHidden()
    await page.keyboard.press('Shift+Tab')
    await expect(input(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Dark theme' })).toBeVisible()
    expect(await focusCoveredBy(page)).toBeNull()

    await toggle(page).click()
    await searchFor(page, 'debit')
    // Clear search, Close, then out.
    for (let presses = 0; presses < 3; presses += 1) await page.keyboard.press('Tab')
    await expect(input(page)).toHaveCount(0)
    await expect(results(page)).toHaveCount(0)
    expect(await focusCoveredBy(page)).toBeNull()
  })

  test('takes the keys typed while its code is still loading', async ({ page }) => {
    // The panel's code arrives only once the visitor has typed.
    let release = () => {}
    const typed = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/site-search-panel[^/]*\.js$/, async (route) => {
      await typed
      await route.continue()
    })
    await page.goto('/')
    await pageReady(page)
    await toggle(page).click()
    await page.keyboard.type('debit')
    release()
    await expect(input(page)).toHaveValue('debit')
    await expect(input(page)).toBeFocused()
    await expect(options(page).first()).toBeVisible()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`marks the active result with a 3:1 ring, not a tint alone (${theme})`, async ({
      page,
    }) => {
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme)
      await openSearch(page)
      await searchFor(page, 'debit')
      await page.keyboard.press('ArrowDown')
      const ring = await outlineOf(activeOption(page))
      expect(ring.style).toBe('solid')
      expect(ring.width).toBeGreaterThanOrEqual(2)
      const [rowBackground, listBackground] = await activeOption(page).evaluate((option) => [
        getComputedStyle(option).backgroundColor,
        getComputedStyle(option.closest('[role="region"]')!).backgroundColor,
      ])
      expect(contrastOf(ring.colour, rowBackground!)).toBeGreaterThanOrEqual(3)
      expect(contrastOf(ring.colour, listBackground!)).toBeGreaterThanOrEqual(3)
    })
  }

  test('keeps the active result and the focused box visible in forced colours', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    await openSearch(page)
    const boxRing = await outlineOf(searchBox(page))
    expect(boxRing.style).toBe('solid')
    expect(boxRing.width).toBeGreaterThanOrEqual(2)
    await searchFor(page, 'debit')
    await page.keyboard.press('ArrowDown')
    const ring = await outlineOf(activeOption(page))
    expect(ring.style).toBe('solid')
    expect(ring.width).toBeGreaterThanOrEqual(2)
    const rowBackground = await activeOption(page).evaluate(
      (option) => getComputedStyle(option).backgroundColor,
    )
    expect(contrastOf(ring.colour, rowBackground)).toBeGreaterThanOrEqual(3)
  })

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } })
    test('takes 90% of the width', async ({ page }) => {
      await openSearch(page)
      const box = await page.locator('[data-slot="site-search"] [role="search"]').boundingBox()
      expect(Math.round(box!.width)).toBe(Math.round(375 * 0.9))
      expect(box!.x).toBeGreaterThanOrEqual(0)
    })

    test('leaves room above the box for its whole focus ring', async ({ page }) => {
      await openSearch(page)
      const box = (await searchBox(page).boundingBox())!
      const ring = await outlineOf(searchBox(page))
      expect(ring.width).toBeGreaterThanOrEqual(2)
      expect(box.y - ring.offset - ring.width).toBeGreaterThanOrEqual(0)
      expect(box.x - ring.offset - ring.width).toBeGreaterThanOrEqual(0)
    })
  })
})

test('the search page lists what the dropdown lists, in its order, and searches again in place', async ({
  page,
}) => {
  await openSearch(page, '/search?q=debit')
  await searchFor(page, 'debit')
  // Each option's value is its kind and address ("page /services/eft").
  const listed = (
    await options(page).evaluateAll((items) => items.map((item) => item.dataset.value ?? ''))
  ).map((value) => value.replace(/^\S+ /, '').replace(/(.)\/$/, '$1'))
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  const onPage = await page
    .getByRole('main')
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(listed.length).toBeGreaterThan(3)
  expect(onPage).toEqual(listed)

  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.getByRole('searchbox', { name: 'Search for' }).fill('swift')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/search\?q=swift$/)
  await expect(page.getByRole('main').getByRole('link', { name: 'SWIFT Solutions' })).toBeVisible()
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)

  // Words of a page's own text, not its title or keywords, find it: in the served page (before
  // and without scripts) and in the dropdown, which loads the pages' words with it.
  const served = await (await page.request.get('/search?q=magnetic+tape')).text()
  expect(served).toMatch(/>Pages<\/h3><ul[^>]*><li><a [^>]*href="\/about-us\/our-heritage"/)
  await toggle(page).click()
  await searchFor(page, 'magnetc tape')
  await expect(options(page).first()).toHaveAttribute('data-value', /\/about-us\/our-heritage/)
})

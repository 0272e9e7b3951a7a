import { expect, test, type Page } from './test'
import { VIEWPORTS, analyze, failed, formatFailures, sweepPath } from './axe.ts'
import { collectErrors, pageReady } from './site.ts'
import { LIMITS } from './limits.ts'

const ARTICLE = '/blog/post/payshap-and-real-time-clearing'

const cards = (page: Page) => page.locator('[data-slot="article-card"]')

async function dates(page: Page) {
  return cards(page)
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
}

test.describe('the Content Hub', () => {
  test('lists the newest articles first, nine to a page, with a pager', async ({ page }) => {
    const response = await page.goto('/blog')
    expect(response?.status()).toBe(200)
    await pageReady(page)
    await expect(cards(page)).toHaveCount(9)
    await expect(page.getByText(/Showing 1 to 9 of \d+ articles/)).toBeVisible()
    const shown = await dates(page)
    expect(shown).toEqual([...shown].sort().reverse())

    // Its pages are links (they work without JavaScript); with it, a click stays in the app.
    const pager = page.getByRole('navigation', { name: 'Article pages' })
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/blog?page=2',
    )
    // Page 2's articles are held back, to see the list while it waits for them: marked busy,
    // a spinner beside the heading saying so, and nothing on it below axe's contrast.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      /\/api\/public\/v2\/PublicBlogs\/landing\?.*\bpageNumber=2\b/,
      async (route) => {
        await held
        await route.continue()
      },
    )
    await pager.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/[?&]page=2\b/)
    const list = page.locator('section[aria-labelledby="blog-articles"]')
    const updating = list.locator('[data-slot="spinner"][data-state="active"]')
    await expect(list.locator('ul:has([data-slot="article-card"])')).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(updating).toHaveText('Updating the articles')
    expect((await analyze(page, ['section[aria-labelledby="blog-articles"]'])).violations).toEqual(
      [],
    )
    release()
    await expect(page.getByText(/Showing 10 to \d+ of \d+ articles/)).toBeVisible()
    await expect(updating).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 2, name: 'Articles' })).toBeFocused()
    // Page 2's cards replace page 1's once they arrive: each is no newer than page 1's last.
    await expect
      .poll(async () => {
        const second = await dates(page)
        return second.length > 0 && second.every((date) => date <= shown.at(-1)!)
      })
      .toBe(true)
    await pager.getByRole('link', { name: 'Page 1' }).click()
    await expect(page).not.toHaveURL(/page=/)
    await expect(cards(page)).toHaveCount(9)
  })

  test('filters by category in the URL, and the URL reproduces the view', async ({ page }) => {
    await page.goto('/blog')
    await pageReady(page)
    const categories = page.getByRole('navigation', { name: 'Categories' })
    await categories.getByRole('link', { name: /Data insights/ }).click()
    await expect(page).toHaveURL(/[?&]category=data-insights\b/)
    await expect(categories.getByRole('link', { name: /Data insights/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // One chip is current, not "All articles" as well.
    await expect(categories.locator('[aria-current]')).toHaveCount(1)
    await expect(categories.getByRole('link', { name: 'All articles' })).not.toHaveAttribute(
      'aria-current',
    )
    // The previous page's cards stay on screen while the filtered list loads: wait until
    // every card shown is in the category before counting them.
    await expect(async () => {
      const texts = await cards(page).allTextContents()
      expect(texts.length).toBeGreaterThan(0)
      for (const text of texts) expect(text).toContain('Data insights')
    }).toPass()
    const count = await cards(page).count()

    const shared = await page.context().newPage()
    await shared.goto('/blog?category=data-insights')
    await expect(cards(shared)).toHaveCount(count)
    await shared.close()
  })

  test('filters by a tag from an article, and the filter can be removed', async ({ page }) => {
    await page.goto(ARTICLE)
    await pageReady(page)
    const tag = page.getByRole('link', { name: /^Articles tagged / }).first()
    const name = (await tag.textContent())!.replace('Articles tagged ', '').trim()
    await tag.click()
    await expect(page).toHaveURL(/[?&]tag=/)
    await expect(page.getByText('Showing articles tagged')).toBeVisible()
    await expect(page.getByText(name, { exact: true })).toBeVisible()
    await expect(cards(page).first()).toBeVisible()
    await page.getByRole('link', { name: 'Remove the tag filter' }).click()
    await expect(page).not.toHaveURL(/tag=/)
  })

  test('leaves out malformed search params and says so, until the visitor moves on', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await page.goto('/blog?page=abc&category=%3Cscript%3E&tag=Not%20A%20Tag')
    await pageReady(page)
    await expect(cards(page)).toHaveCount(9)
    expect(new URL(page.url()).search).toBe('?ignored=category%2Ctag%2Cpage')
    const notice = page.getByRole('status').filter({ hasText: 'This address' })
    await expect(notice).toHaveText(
      'This address had a category, a tag and a page number that this page could not use, so they were left out.',
    )
    // Another page of the list is a new address: the word about the old one stays behind.
    const pageTwo = page
      .getByRole('navigation', { name: 'Article pages' })
      .getByRole('link', { name: 'Page 2' })
    await expect(pageTwo).toHaveAttribute('href', '/blog?page=2')
    await pageTwo.click()
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    await expect(notice).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('an unknown category or tag is Not Found, as served and once the app runs', async ({
    page,
  }) => {
    const NOT_FOUND = 'We could not find that page'
    // Every h1 the page shows, from the server's HTML on: the app must not swap in the list.
    await page.addInitScript(() => {
      const seen = new Set<string>()
      Object.assign(window, { headingsSeen: seen })
      const record = () =>
        document.querySelectorAll('h1').forEach((h1) => seen.add(h1.textContent?.trim() ?? ''))
      new MutationObserver(record).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
      })
    })
    for (const url of ['/blog?category=no-such-category', '/blog?tag=no-such-tag']) {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(404)
      expect((await response!.text()).match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1], url).toBe(NOT_FOUND)
      await pageReady(page)
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(NOT_FOUND)
      await expect(page).toHaveTitle('Page not found')
      await expect(page.getByText('No articles match these filters.'), url).toHaveCount(0)
      await expect(cards(page), url).toHaveCount(0)
      const seen = await page.evaluate(() => [
        ...(window as unknown as { headingsSeen: Set<string> }).headingsSeen,
      ])
      expect(seen.filter(Boolean), url).toEqual([NOT_FOUND])
    }
    // A category the Content Hub has still lists its articles.
    const known = await page.goto('/blog?category=data-insights')
    expect(known?.status()).toBe(200)
    await pageReady(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content Hub')
    await expect(cards(page).first()).toBeVisible()
  })

  test('opens an article with its date, reading time, body, a link to copy and three related articles', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/blog')
    await pageReady(page)
    const first = cards(page).first().getByRole('link')
    const title = (await first.textContent())!.trim()
    await first.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible()
    await expect(page.locator('[data-slot="article-body"] p').first()).toBeVisible()
    // Chromium on Linux has no Web Share API: the article offers its address to copy.
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.locator('[data-slot="toast"]', { hasText: 'Link copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
    const related = page.getByRole('region', { name: 'Related articles' })
    await expect(related.locator('[data-slot="news-item"]')).toHaveCount(3)
    await expect(related).not.toContainText(title)
    await related.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/blog\/post\//)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title)
  })

  test('an unknown article answers 404 with the Not Found page', async ({ page }) => {
    const response = await page.goto('/blog/post/no-such-article-here')
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeVisible()
  })

  test.describe('when the API fails', () => {
    test.use({ serviceWorkers: 'block' })
    test('the list says so and its retry loads the articles', async ({ page }) => {
      let failures = 0
      await page.route('**/api/public/v2/PublicBlogs/landing*', async (route) => {
        // The query retries twice on its own; fail those too, then let the visitor's retry through.
        if (failures < 3) {
          failures += 1
          return route.fulfill({ status: 503, json: { error: 'Unavailable' } })
        }
        return route.continue()
      })
      // The server renders /blog with its articles: reach it within the app, where the browser
      // asks the API for them.
      await page.goto('/about-us')
      await pageReady(page)
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Content Hub' })
        .click()
      const error = page.locator('[data-slot="load-error"]')
      await expect(error).toContainText('We could not load the articles', {
        timeout: LIMITS.apiGiveUp,
      })
      await error.getByRole('button', { name: 'Try again' }).click()
      await expect(cards(page)).toHaveCount(9)
    })
  })

  for (const viewport of VIEWPORTS) {
    test(`axe on the list, a filtered list saying what its address left out, and an article at ${viewport.width}px, light and dark`, async ({
      page,
    }) => {
      const results = [
        ...(await sweepPath(page, '/blog', viewport)),
        // The list at an address whose tag was left out: the notice is drawn in both themes.
        ...(await sweepPath(page, '/blog?category=payments-industry&page=2&ignored=tag', viewport)),
        ...(await sweepPath(page, ARTICLE, viewport)),
      ]
      expect(results.filter(failed), formatFailures(results)).toEqual([])
    })
  }
})

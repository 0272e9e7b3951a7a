// Not ./test: its goto waits for the app, which never starts without JavaScript.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- no app to wait for without JavaScript
import { expect, test, type Page } from '@playwright/test'

/**
 * The Content Hub as a reader without JavaScript, a search engine or a link preview gets it: the
 * server renders the articles and the list from the database (issue 17).
 */
test.use({ javaScriptEnabled: false })

const ARTICLE = '/blog/post/payshap-and-real-time-clearing'

/** The newest article's title and address, as the feed lists it first. */
async function newestArticle(page: Page): Promise<{ title: string; path: string }> {
  const feed = await (await page.request.get('/blog/feed.xml')).text()
  const item = /<item>[\s\S]*?<title>([^<]+)<\/title>\s*<link>([^<]+)<\/link>/.exec(feed)
  if (!item) throw new Error('The feed lists no article')
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;/g, "'")
  return { title: decode(item[1]!), path: new URL(item[2]!).pathname }
}

test.describe('the Content Hub without JavaScript', () => {
  test('an article arrives whole: its h1 is its title and all its text is there', async ({
    page,
  }) => {
    const response = await page.goto(ARTICLE)
    expect(response?.status()).toBe(200)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText('PayShap and real-time clearing: how instant payments work')
    const text = await page.locator('[data-slot="article-body"]').innerText()
    expect(text.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(250)
    // Typographic quotes and dashes, from the Markdown.
    expect(text).not.toMatch(/\w'\w/)
    await expect(page.getByRole('heading', { level: 2, name: 'Related articles' })).toBeVisible()
  })

  test('the list shows the newest article, and its pages and filters', async ({ page }) => {
    const newest = await newestArticle(page)
    const response = await page.goto('/blog')
    expect(response?.status()).toBe(200)
    await expect(page.getByText(/^Showing 1 to 9 of \d+ articles$/)).toBeVisible()
    await expect(page.locator(`main a[href="${newest.path}"]`).first()).toBeVisible()
    await expect(page.getByRole('link', { name: newest.title }).first()).toBeVisible()

    const second = await page.goto('/blog?page=2')
    expect(second?.status()).toBe(200)
    await expect(page.getByText(/^Showing 10 to \d+ of \d+ articles$/)).toBeVisible()
  })

  test('a search string that is not the list’s own is sent to its canonical address, rendered', async ({
    page,
  }) => {
    // Page 1 has no number in its address; a page that is no number, and a malformed tag, are
    // dropped and named in `ignored` (the page says so); the filters that are well formed stay.
    const cases = [
      ['/blog?page=1', '/blog'],
      [
        '/blog?page=abc&category=payments-industry',
        '/blog?category=payments-industry&ignored=page',
      ],
      ['/blog?tag=Not%20A%20Tag&page=2', '/blog?page=2&ignored=tag'],
      ['/blog?ignored=page&page=abc&tag=%3Cb%3E', '/blog?ignored=tag%2Cpage'],
    ] as const
    for (const [path, canonical] of cases) {
      const answer = await page.request.get(path, { maxRedirects: 0 })
      expect(answer.status(), path).toBe(301)
      expect(answer.headers()['location'], path).toBe(canonical)
    }
    const response = await page.goto('/blog?page=abc')
    expect(new URL(page.url()).search).toBe('?ignored=page')
    expect(response?.status()).toBe(200)
    // The server rendered the list it was sent to, saying what it left out: no app runs here.
    await expect(page.getByRole('status').filter({ hasText: 'This address' })).toHaveText(
      'This address had a page number that this page could not use, so it was left out.',
    )
    await expect(page.getByText(/^Showing 1 to 9 of \d+ articles$/)).toBeVisible()
  })

  test('an unknown article answers 404 with the Not Found page', async ({ page }) => {
    const response = await page.goto('/blog/post/no-such-article')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page')
  })

  test('a list page past the end answers 404 and links to the last page, never "Showing 73 to 15"', async ({
    page,
  }) => {
    const response = await page.goto('/blog?page=40')
    expect(response?.status()).toBe(404)
    await expect(page.getByText(/^There is no page 40 of these articles/)).toBeVisible()
    await expect(page.getByText(/^Showing/)).toHaveCount(0)
    await page.getByRole('link', { name: 'Go to the last page' }).click()
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    await expect(page.getByText(/^Showing 10 to \d+ of \d+ articles$/)).toBeVisible()
  })
})

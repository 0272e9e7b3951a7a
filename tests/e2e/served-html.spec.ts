import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expectedTitle, REDIRECTS, routePaths, samplePath } from './site'
import { expect, test, type APIResponse } from './test'

/**
 * Every URL a visitor can hold is answered with HTML that holds its content: each route of the
 * route tree, with tracking parameters and with its own parameters; the redirects as server
 * redirects; an unknown path as the Not Found page with 404. Read from the server's answer itself
 * (no browser, no script), as a visitor without JavaScript, a link preview or a crawler gets it.
 */

const redirectsFile = fileURLToPath(
  new URL(`../../${process.env.DIST_DIR ?? 'dist'}/redirects.json`, import.meta.url),
)
const TRACKING = 'utm_source=newsletter&utm_medium=email&fbclid=IwAR0example'

/** The page's HTML parts a reader needs: its root's content, h1, title and canonical address. */
async function served(response: APIResponse) {
  const html = await response.text()
  const root =
    /<div id="root"[^>]*>([\s\S]*)<\/div>\s*(?:<script|<noscript|<\/body>)/.exec(html)?.[1] ?? ''
  return {
    html,
    root,
    h1: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1]?.replace(/<[^>]+>/g, '') ?? '',
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '',
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
  }
}

test.describe('every route is served as HTML with its content', () => {
  const redirects = JSON.parse(readFileSync(redirectsFile, 'utf8')) as Record<string, string>

  test('the build lists the redirects the site declares', () => {
    expect(redirects).toEqual(REDIRECTS)
  })

  for (const route of routePaths()) {
    const path = samplePath(route)
    if (route in redirects) {
      test(`${route} answers a permanent redirect to its target`, async ({ request }) => {
        const target = redirects[route] ?? ''
        const plain = await request.get(path, { maxRedirects: 0 })
        expect(plain.status()).toBe(301)
        expect(plain.headers()['location']).toBe(target)
        const tracked = await request.get(`${path}?${TRACKING}`, { maxRedirects: 0 })
        expect(tracked.status()).toBe(301)
        expect(tracked.headers()['location']).toBe(
          target.startsWith('/') ? `${target}?${TRACKING}` : target,
        )
      })
      continue
    }
    test(`${path}, with and without tracking parameters, holds its h1`, async ({ request }) => {
      for (const url of [path, `${path}?${TRACKING}`]) {
        const response = await request.get(url, { maxRedirects: 0 })
        expect(response.status(), url).toBe(200)
        const page = await served(response)
        expect(page.root.trim(), `${url}: an empty #root`).not.toBe('')
        expect(page.h1.trim(), `${url}: its h1`).not.toBe('')
        expect(page.title, url).toBe(expectedTitle(path))
        // Link previews and search engines get the page's own address, without the parameters.
        expect(page.canonical, url).toMatch(
          new RegExp(`^https?://[^/]+${path === '/' ? '/?' : path}$`),
        )
      }
    })
  }
})

test.describe("each page's own parameters are rendered by the server", () => {
  const cases: { url: string; shows: (string | RegExp)[] }[] = [
    { url: '/branch-search?q=capitec', shows: ['470010', 'value="capitec"'] },
    {
      url: '/branch-search?bank=absa&province=gauteng',
      shows: [/Absa Bank<span class="sr-only">/, /, (?:<!-- -->)?Gauteng<\/p>/],
    },
    { url: '/branch-search?page=2', shows: [/page 2 of \d+/] },
    { url: '/branch-search', shows: [/\d+ branches found/] },
    { url: '/no-results?q=zzqx', shows: ['Nothing matched “zzqx”.'] },
    {
      url: '/search?q=debit',
      shows: ['Results for “debit”', 'href="/services/authenticated-collections"'],
    },
    { url: '/search?q=payshap', shows: [/href="\/blog\/post\/[^"]+"/] },
    {
      url: '/test-button?widget=accordion',
      shows: ['Accordion', '>When to use it</h3>', '>When not to use it</h3>'],
    },
    { url: '/blog?category=data-insights', shows: [/href="\/blog\/post\/[^"]+"/] },
    { url: '/blog?tag=sadc', shows: ['cross-border-payments-in-sadc'] },
    {
      url: '/data-insights/indices/economic-index?range=1y&view=change',
      shows: [/<svg[^>]*role="img"[^>]*aria-label="[^"]*illustrative data/],
    },
    {
      url: '/data-insights/indices/net-salary-index',
      shows: [/<svg[^>]*role="img"[^>]*aria-label="[^"]*illustrative data/],
    },
  ]
  for (const { url, shows } of cases) {
    test(url, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      const page = await served(response)
      expect(page.h1.trim()).not.toBe('')
      // What a visitor without JavaScript reads: never a spinner that waits for a script.
      expect(page.root).not.toMatch(/Loading[^<]*…/)
      for (const shown of shows) {
        if (typeof shown === 'string') expect(page.root).toContain(shown)
        else expect(page.root).toMatch(shown)
      }
    })
  }

  test('a bad value never fails: the page, at its canonical address, saying what it left out', async ({
    request,
  }) => {
    const LEFT_OUT =
      /This address had [^<]+ that this page could not use, so (it was|they were) left out\./
    for (const [url, leftOut] of [
      ['/branch-search?province=atlantis&page=-3', true],
      ['/branch-search?page=abc&q=capitec', true],
      ['/blog?page=abc', true],
      ['/data-insights/indices/economic-index?range=10y', true],
      [`/no-results?q=${'x'.repeat(500)}`, false],
      ['/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E', false],
    ] as const) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      const page = await served(response)
      expect(page.h1.trim(), url).not.toBe('')
      expect(page.html, url).not.toContain('<script>alert(1)')
      if (leftOut) expect(page.root, url).toMatch(LEFT_OUT)
    }
  })
})

test('an unknown path answers 404 with the Not Found page: heading, search and links', async ({
  request,
}) => {
  for (const url of [
    '/definitely-not-a-page',
    '/services/nothing-here?utm_source=x',
    '/blog/post/no-such-article',
    '/blog?category=no-such-category',
    '/blog?tag=no-such-tag&page=2',
  ]) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(404)
    const page = await served(response)
    expect(page.h1, url).toBe('We could not find that page')
    expect(page.title, url).toBe('Page not found')
    expect(page.root, url).toMatch(/<form[^>]*role="search"[^>]*action="\/search"[^>]*method="get"/)
    expect(page.root, url).toContain('href="/services"')
    expect(page.canonical, url).toBeUndefined()
  }
})

test('every kind of page paints its h1 before any script has run', async ({ browser }) => {
  // The order of events, not their times: a page that needed its script to show its content
  // would stay blank here, however fast or slow the machine.
  const context = await browser.newContext()
  let blocked = 0
  await context.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => {
      blocked += 1
      return route.abort('blockedbyclient')
    },
  )
  const page = await context.newPage()
  for (const url of [
    '/services/eft',
    '/?fbclid=IwAR0example',
    '/services/eft?utm_source=newsletter',
    '/branch-search?bank=absa&province=gauteng',
    '/branch-search?q=capitec',
    '/no-results?q=zzqx',
    '/search?q=debit',
    '/definitely-not-a-page',
    '/about-us/careers',
    '/branch-locator',
    '/test-button?widget=accordion',
  ]) {
    blocked = 0
    await page.goto(url, { waitUntil: 'commit' })
    await expect(page.locator('h1').first(), url).toBeVisible()
    await expect(page.locator('h1').first(), url).not.toBeEmpty()
    // Visible is laid out, not yet painted: wait for the paint's own entry.
    await expect
      .poll(
        () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
        url,
      )
      .toBe(1)
    // The page did ask for its scripts (they enhance it), and none of them ran.
    await expect.poll(() => blocked, url).toBeGreaterThan(0)
    await expect(page.locator('html'), url).not.toHaveAttribute('data-app-ready')
  }
  await context.close()
})

test('/favicon.ico, which browsers and PDF viewers ask for by habit, is the site’s icon', async ({
  request,
}) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^image\/(?:x-icon|vnd\.microsoft\.icon)/)
  const ico = await response.body()
  expect(ico.readUInt16LE(2)).toBe(1)
  expect(ico.readUInt16LE(4)).toBeGreaterThan(0)
})

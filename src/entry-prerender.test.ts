// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { breadcrumbTrail, prerenderablePaths, siteIndexing } from './entry-prerender'
import { createAppRouter } from './router'

const routes = Object.values(createAppRouter().routesByPath)
const pathOf = (fullPath: string) => (fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath)
const redirects = routes
  .filter(({ options }) => options.staticData?.redirectTo)
  .map((route) => pathOf(route.fullPath))

describe('siteIndexing', () => {
  const { sitemap, disallow } = siteIndexing()

  it('puts every prerendered page in the sitemap but the noindex ones', () => {
    const indexed = prerenderablePaths().filter((path) => !disallow.includes(path))
    expect(prerenderablePaths()).toEqual(expect.arrayContaining(['/test-button', '/search']))
    expect(sitemap).toEqual(expect.arrayContaining(indexed))
    expect(sitemap).toContain('/')
    expect(sitemap).toContain('/blog')
  })

  it('leaves out the gallery, the search page, the redirects and the routes with parameters', () => {
    expect(redirects.length).toBeGreaterThan(0)
    for (const path of [...redirects, '/test-button', '/search'])
      expect(sitemap).not.toContain(path)
    expect(sitemap.some((path) => path.includes('$'))).toBe(false)
  })

  it('disallows the gallery and the search results, the routes marked noindex', () => {
    expect(disallow).toEqual(['/search', '/test-button'])
  })
})

describe('page descriptions', () => {
  const descriptionOf = new Map(
    routes.map((route) => [pathOf(route.fullPath), route.options.staticData?.description ?? '']),
  )
  const pages = prerenderablePaths().map((path) => ({
    path,
    description: descriptionOf.get(path) ?? '',
  }))

  it('is declared by every route in its static data', () => {
    const without = routes.filter(
      (route) => !route.isRoot && route.options.staticData?.description === undefined,
    )
    expect(without.map((route) => route.id)).toEqual([])
  })
  const shellDescription = /<meta\s+name="description"\s+content="([^"]*)"/.exec(
    readFileSync('index.html', 'utf8'),
  )?.[1]

  it('gives every prerendered page a description of 70 to 160 characters', () => {
    expect(pages.length).toBeGreaterThan(30)
    for (const { path, description } of pages) {
      expect(description.length, path).toBeGreaterThanOrEqual(70)
      expect(description.length, path).toBeLessThanOrEqual(160)
    }
  })

  it('gives each page its own, never the site’s default', () => {
    expect(shellDescription).toBeDefined()
    const descriptions = pages.map(({ description }) => description)
    expect(new Set(descriptions).size).toBe(descriptions.length)
    expect(descriptions).not.toContain(shellDescription)
  })

  it('writes typographic quotes and apostrophes', () => {
    for (const { path, description } of pages) expect(description, path).not.toMatch(/['"]/)
  })
})

describe('breadcrumbTrail', () => {
  it('is the home page alone on the home page', () => {
    expect(breadcrumbTrail('/', 'Home')).toEqual([{ name: 'Home', path: '/' }])
  })

  it('names each page above by its route title', () => {
    expect(breadcrumbTrail('/services/eft', 'Electronic Funds Transfer (EFT)')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Electronic Funds Transfer (EFT)', path: '/services/eft' },
    ])
    expect(breadcrumbTrail('/data-insights/indices/economic-index', 'Economic Index')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Data Insights', path: '/data-insights' },
      { name: 'Economic Indices', path: '/data-insights/indices' },
      { name: 'Economic Index', path: '/data-insights/indices/economic-index' },
    ])
  })

  it('leaves out an ancestor that is no page', () => {
    expect(breadcrumbTrail('/blog/post/payshap', 'PayShap explained')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Content Hub', path: '/blog' },
      { name: 'PayShap explained', path: '/blog/post/payshap' },
    ])
  })
})

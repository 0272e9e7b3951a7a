import { describe, expect, it } from 'vitest'
import { prerenderablePaths, siteIndexing } from './entry-prerender'
import { createAppRouter } from './router'

const routes = Object.values(createAppRouter().routesByPath)
const pathOf = (fullPath: string) => (fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath)
const redirects = routes
  .filter(({ options }) => options.staticData?.redirectTo)
  .map((route) => pathOf(route.fullPath))

describe('siteIndexing', () => {
  const { sitemap, disallow } = siteIndexing()

  it('puts every prerendered page in the sitemap', () => {
    expect(sitemap).toEqual(expect.arrayContaining(prerenderablePaths()))
    expect(sitemap).toContain('/')
    expect(sitemap).toContain('/blog')
  })

  it('leaves out the gallery, the redirects and the routes with parameters', () => {
    expect(redirects.length).toBeGreaterThan(0)
    for (const path of [...redirects, '/test-button']) expect(sitemap).not.toContain(path)
    expect(sitemap.some((path) => path.includes('$'))).toBe(false)
  })

  it('disallows the gallery, the one route marked noindex', () => {
    expect(disallow).toEqual(['/test-button'])
  })
})

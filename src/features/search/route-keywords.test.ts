// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pageKeywords } from 'virtual:page-keywords'
import { createAppRouter } from '../../router'

const routes = Object.values(createAppRouter().routesById)

// `virtual:page-keywords` is the build's reading of the route files (scripts/route-facts-plugin.ts),
// which the search imports in the browser, where the route tree no longer holds them.
describe('the search keywords of the pages', () => {
  it('give every page the search lists words to be found by, in its own route file', () => {
    const listed = routes.filter(
      (route) => !route.options.staticData?.unlisted && !route.fullPath.includes('$'),
    )
    expect(listed.length).toBeGreaterThan(30)
    const without = listed.filter((route) => (pageKeywords[route.id]?.length ?? 0) === 0)
    expect(without.map((route) => route.id)).toEqual([])
  })

  it('are, as the build reads them, the words each route declares', () => {
    for (const route of routes) {
      expect(pageKeywords[route.id], route.id).toEqual(route.options.staticData?.keywords)
    }
    const ids = new Set(routes.map((route) => route.id as string))
    expect(Object.keys(pageKeywords).filter((id) => !ids.has(id))).toEqual([])
  })

  it('hold each word once, trimmed', () => {
    for (const [id, words] of Object.entries(pageKeywords)) {
      const lower = words.map((word) => word.toLowerCase())
      expect(new Set(lower).size, id).toBe(lower.length)
      for (const word of words) expect(word.trim(), id).toBe(word)
    }
  })
})

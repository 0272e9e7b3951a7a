// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createAppRouter } from '../../router'
import { pageKeywords } from './page-keywords'

const routes = Object.values(createAppRouter().routesById)

describe('the search keywords of the pages', () => {
  it('give every page the search lists words to be found by', () => {
    const listed = routes.filter(
      (route) => !route.options.staticData?.unlisted && !route.fullPath.includes('$'),
    )
    expect(listed.length).toBeGreaterThan(30)
    const without = listed.filter((route) => (pageKeywords[route.id]?.length ?? 0) === 0)
    expect(without.map((route) => route.id)).toEqual([])
  })

  it('name only routes that exist, each word once', () => {
    const ids = new Set(routes.map((route) => route.id as string))
    expect(Object.keys(pageKeywords).filter((id) => !ids.has(id))).toEqual([])
    for (const [id, words] of Object.entries(pageKeywords)) {
      const lower = words.map((word) => word.toLowerCase())
      expect(new Set(lower).size, id).toBe(lower.length)
      for (const word of words) expect(word.trim(), id).toBe(word)
    }
  })
})

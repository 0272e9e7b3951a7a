// @vitest-environment node
import { defaultParseSearch } from '@tanstack/router-core'
import { describe, expect, it } from 'vitest'
import { blogSearch } from '../../contract/site-search.ts'
import { blogFilters } from './blog-filters.ts'

/** The filters the site's /blog page shows for a query string: its router's parse, then its own. */
function asThePageReadsThem(query: string) {
  const { category, tag } = blogSearch.validate(defaultParseSearch(query))
  return { category, tag }
}

const QUERIES = [
  '',
  'category=payments-industry',
  'tag=debicheck',
  'category=data-insights&tag=sadc&page=2',
  'tag=no-such-tag',
  'category=Payments-Industry',
  'category=Payments%20Industry',
  'category=payments%20industry',
  'tag=Not%20A%20Tag',
  'tag=%3Cscript%3E',
  'tag=',
  'tag',
  'tag=a&tag=b',
  'tag=a&tag=a',
  'tag=3d-secure',
  'tag=2025',
  'tag=0',
  'tag=007',
  'tag=1e5',
  'tag=12-ab',
  'tag=true',
  'tag=false',
  'tag=null',
  'tag=nul',
  'category=-payments',
  'category=payments--industry',
  'category=payments-',
  `tag=${'a'.repeat(100)}`,
  `tag=${'a'.repeat(101)}`,
  'tag=%22debicheck%22',
  'tag=%22Debicheck%22',
  'tag=%22a%5Cu0062%22',
  'tag=%201',
  'tag=%5B%22a%22%5D',
  'tag=debicheck%00',
  'tag=d%C3%A9bicheck',
  'tag=debicheck&utm_source=x',
]

describe('blogFilters', () => {
  it.each(QUERIES)('reads ?%s as the site’s /blog page does', (query) => {
    expect(blogFilters(new URLSearchParams(query))).toEqual(asThePageReadsThem(query))
  })

  it('keeps the values the page filters by, and drops the others', () => {
    expect(blogFilters(new URLSearchParams('category=data-insights&tag=sadc'))).toEqual({
      category: 'data-insights',
      tag: 'sadc',
    })
    expect(blogFilters(new URLSearchParams('category=Data%20insights&tag=2025'))).toEqual({
      category: undefined,
      tag: undefined,
    })
  })
})

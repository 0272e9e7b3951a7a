// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ArticleSummary } from '../../api/types'
import { readingTime, relatedArticles, tagLabel, toNewsItem } from './article-meta'

const article = (slug: string, category = 'payments'): ArticleSummary => ({
  slug,
  title: `Title ${slug}`,
  summary: `Summary ${slug}`,
  category: { id: category, name: category },
  tags: [],
  publishedAt: '2026-01-01',
  image: `/images/blog/${slug}.svg`,
  imageAlt: '',
  readingMinutes: 4,
})

describe('article helpers', () => {
  it('picks related articles from the same category first, then the newest, without repeats', () => {
    const same = [article('a'), article('current'), article('b')]
    const newest = [article('current'), article('b'), article('c'), article('d')]
    expect(relatedArticles('current', same, newest).map((item) => item.slug)).toEqual([
      'a',
      'b',
      'c',
    ])
    expect(relatedArticles('current', [], [article('x')]).map((item) => item.slug)).toEqual(['x'])
  })

  it('names each "Read the article" link by its article, for a row of three on one page', () => {
    const action = toNewsItem(article('eft-cut-off')).action
    expect(action?.label).toBe('Read the article')
    expect(action?.context).toBe('Title eft-cut-off')
  })

  it('words reading time and tags for people', () => {
    expect(readingTime(0)).toBe('1 min read')
    expect(readingTime(7)).toBe('7 min read')
    expect(tagLabel('instant-payments')).toBe('instant payments')
  })

  it('turns an article into a news item that links to it', () => {
    expect(toNewsItem(article('payshap'))).toMatchObject({
      heading: 'Title payshap',
      body: 'Summary payshap',
      item: 'payments',
      action: { path: '/blog/post/payshap' },
    })
  })
})

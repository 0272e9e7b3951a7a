// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Article } from '../src/api/types.ts'
import { SITE_URL_PLACEHOLDER as ORIGIN } from './site-url.ts'
import {
  articleStructuredData,
  breadcrumbList,
  jsonLdScript,
  pageStructuredData,
  type Brand,
} from './structured-data.ts'

const brand: Brand = { name: 'Mzansi Clearing', logo: '/logo-horizontal.svg' }

/** The JSON of a data block, as a search engine reads it. */
const parse = (script: string) => {
  const match = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script)
  expect(match).not.toBeNull()
  return JSON.parse(match![1]!) as Record<string, unknown>
}

const article: Article = {
  slug: 'payshap-explained',
  title: 'PayShap </script><script>alert(1)</script> explained',
  summary: 'How instant payments to a ShapID work.',
  category: { id: 'c1', name: 'Payments' },
  tags: ['PayShap', 'instant payments'],
  publishedAt: '2026-10-01',
  image: '/images/blog/payshap.jpg',
  imageAlt: '',
  readingMinutes: 4,
  bodyHtml: '<p>Body</p>',
}

describe('structured data of the prerendered pages', () => {
  it('names the organisation and the website on the home page, with absolute addresses', () => {
    const [organization, website] = pageStructuredData(
      { path: '/', breadcrumb: [{ name: 'Home', path: '/' }] },
      brand,
    ).map((data) => parse(jsonLdScript(data)))
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Mzansi Clearing',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/logo-horizontal.svg`,
    })
    expect(organization).not.toHaveProperty('sameAs')
    expect(website).toMatchObject({
      '@type': 'WebSite',
      name: 'Mzansi Clearing',
      url: `${ORIGIN}/`,
    })
  })

  it('gives a page below the home page its breadcrumb trail', () => {
    const trail = [
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Electronic Funds Transfer (EFT)', path: '/services/eft' },
    ]
    const data = pageStructuredData({ path: '/services/eft', breadcrumb: trail }, brand)
    expect(data).toHaveLength(1)
    expect(parse(jsonLdScript(data[0]!))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map(({ name, path }, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: `${ORIGIN}${path}`,
      })),
    })
  })
})

describe('articleStructuredData', () => {
  const above = [
    { name: 'Home', path: '/' },
    { name: 'Content Hub', path: '/blog' },
  ]
  const [posting, breadcrumb] = articleStructuredData(article, brand, above)

  it('describes the article as a BlogPosting published by the organisation', () => {
    expect(parse(jsonLdScript(posting!))).toMatchObject({
      '@type': 'BlogPosting',
      headline: article.title,
      description: article.summary,
      datePublished: '2026-10-01',
      dateModified: '2026-10-01',
      image: [`${ORIGIN}/images/blog/payshap.jpg`],
      author: { '@type': 'Organization', name: 'Mzansi Clearing' },
      publisher: { '@type': 'Organization', logo: `${ORIGIN}/logo-horizontal.svg` },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/blog/post/payshap-explained` },
    })
  })

  it('ends its breadcrumb trail with the article', () => {
    const items = parse(jsonLdScript(breadcrumb!)).itemListElement as { name: string }[]
    expect(items.map(({ name }) => name)).toEqual(['Home', 'Content Hub', article.title])
  })

  it('keeps an image that is already a full URL', () => {
    const [withUrl] = articleStructuredData(
      { ...article, image: 'https://cdn.example.org/a.jpg' },
      brand,
      above,
    )
    expect(withUrl!.image).toEqual(['https://cdn.example.org/a.jpg'])
  })

  it('names the share card first: a PNG, before the illustration', () => {
    const [withCard] = articleStructuredData(article, brand, above, '/share-cards/blog/p-1.png')
    expect(withCard!.image).toEqual([
      `${ORIGIN}/share-cards/blog/p-1.png`,
      `${ORIGIN}/images/blog/payshap.jpg`,
    ])
  })
})

describe('jsonLdScript', () => {
  it('writes <, > and & as JSON escapes, so a title cannot end the element', () => {
    const script = jsonLdScript(breadcrumbList([{ name: '</script><!-- & -->', path: '/' }]))
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(script).not.toContain('<!--')
    expect(script).toContain('\\u003c/script\\u003e')
    expect(JSON.stringify(parse(script))).toContain('</script><!-- & -->')
  })
})

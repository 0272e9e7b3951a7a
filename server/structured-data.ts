import { SITE_URL_PLACEHOLDER } from './site-url.ts'

/**
 * Schema.org structured data (JSON-LD) for a page's head. Every address is absolute on the
 * placeholder origin, which the server replaces with SITE_URL (`withSiteUrl`) as it sends the HTML.
 */
export type StructuredData = Record<string, unknown>

/** The organisation behind the site: its name and the path of its logo file in `public/`. */
export type Brand = { name: string; logo: string }

/**
 * What an article's structured data reads of it: the fields of the API's article
 * (`postResponse` in `contract/blogs.ts`) that a BlogPosting names.
 */
export type ArticleFacts = {
  slug: string
  title: string
  summary: string
  publishedAt: string
  image: string
  category: { name: string }
  tags: readonly string[]
}

/** One step of a breadcrumb trail: a page and its path. */
export type Crumb = { name: string; path: string }

/** An absolute address on the placeholder origin for a site path; a full URL stays as it is. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${SITE_URL_PLACEHOLDER}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

const ORGANIZATION_ID = `${SITE_URL_PLACEHOLDER}/#organization`
const WEBSITE_ID = `${SITE_URL_PLACEHOLDER}/#website`

/** The organisation. No `sameAs`: the site links no profiles of its own elsewhere. */
export function organization(brand: Brand): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: brand.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl(brand.logo),
  }
}

export function webSite(brand: Brand): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: brand.name,
    url: absoluteUrl('/'),
    publisher: { '@id': ORGANIZATION_ID },
  }
}

/** The trail from the home page to a page; each step links its page. */
export function breadcrumbList(trail: readonly Crumb[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

/**
 * What a page of the build carries: the organisation and the website on the home page, its
 * breadcrumb trail on every page below it.
 */
export function pageStructuredData(
  page: { path: string; breadcrumb: readonly Crumb[] },
  brand: Brand,
): StructuredData[] {
  if (page.path === '/') return [organization(brand), webSite(brand)]
  return page.breadcrumb.length > 1 ? [breadcrumbList(page.breadcrumb)] : []
}

/**
 * An article's BlogPosting and its breadcrumb trail: `above` is the trail to the Content Hub
 * (the pages above the article), the article itself is added as the last step. The API gives an
 * article one date, its publication, so it is also the date modified.
 */
export function articleStructuredData(
  article: ArticleFacts,
  brand: Brand,
  above: readonly Crumb[],
  /** The article's share card (a PNG, which search engines take where they may not take SVG). */
  card?: string,
): StructuredData[] {
  const images = [card, article.image].filter((image): image is string => Boolean(image))
  const url = absoluteUrl(`/blog/post/${encodeURIComponent(article.slug)}`)
  const publisher = { ...organization(brand) }
  delete publisher['@context']
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.title,
      description: article.summary,
      datePublished: article.publishedAt,
      dateModified: article.publishedAt,
      ...(images.length > 0 ? { image: images.map((image) => absoluteUrl(image)) } : {}),
      author: publisher,
      publisher,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      articleSection: article.category.name,
      ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
      inLanguage: 'en-ZA',
    },
    breadcrumbList([
      ...above,
      { name: article.title, path: `/blog/post/${encodeURIComponent(article.slug)}` },
    ]),
  ]
}

/**
 * A `<script type="application/ld+json">` data block: never run, so the CSP's `script-src` does
 * not apply to it. `<`, `>` and `&` are written as JSON escapes, so no text in the data (an
 * article titled `</script>`) can end the element or open a comment.
 */
export function jsonLdScript(data: StructuredData): string {
  const json = JSON.stringify(data).replace(
    /[<>&]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
  return `<script type="application/ld+json">${json}</script>`
}

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  articleCardFacts,
  HOME_CARD_TITLE,
  longDate,
  pageCardFacts,
  renderShareCard,
  shareCardAlt,
  shareCardHash,
} from './share-card.ts'
import { pngSize } from './testing/png.ts'

const ARTICLE = {
  title: 'PayShap and real-time clearing: what changes for a bank’s back office',
  publishedAt: '2026-03-12',
  category: { name: 'Payments industry' },
}

describe('share cards', () => {
  it('draws a 1200×630 PNG, the same bytes every time for the same facts', async () => {
    const facts = articleCardFacts(ARTICLE)
    const [first, second] = await Promise.all([renderShareCard(facts), renderShareCard(facts)])
    expect(pngSize(first)).toEqual({ width: 1200, height: 630 })
    expect(Buffer.compare(first, second)).toBe(0)
    // A picture, not an empty card: the text and mark make it more than a few kilobytes.
    expect(first.byteLength).toBeGreaterThan(10_000)
  })

  it('draws a long title and a page without a kicker', async () => {
    const long = await renderShareCard({
      kicker: 'Data insights',
      title: `${'Clearing volumes by region and by month across the SADC '.repeat(2)}`.trim(),
    })
    expect(pngSize(long)).toEqual({ width: 1200, height: 630 })
    const plain = await renderShareCard({ title: 'Careers' })
    expect(pngSize(plain)).toEqual({ width: 1200, height: 630 })
  })

  it('names a card by what it shows: any change gives a new name', () => {
    const facts = articleCardFacts(ARTICLE)
    const hash = shareCardHash(facts)
    expect(hash).toMatch(/^[0-9a-f]{16}$/)
    expect(shareCardHash({ ...facts })).toBe(hash)
    expect(shareCardHash({ ...facts, title: `${facts.title}.` })).not.toBe(hash)
    expect(shareCardHash({ ...facts, kicker: 'Company news' })).not.toBe(hash)
    expect(shareCardHash({ ...facts, detail: '13 March 2026' })).not.toBe(hash)
  })

  it("shows an article's category, title and date, and says so in its alt text", () => {
    const facts = articleCardFacts(ARTICLE)
    expect(facts).toEqual({
      kicker: 'Payments industry',
      title: ARTICLE.title,
      detail: '12 March 2026',
    })
    expect(shareCardAlt(facts)).toBe(
      `Mzansi Clearing. Payments industry: ${ARTICLE.title}. 12 March 2026`,
    )
    expect(longDate('2026-01-01')).toBe('1 January 2026')
  })

  it("shows a page's section above its name, and the home page what the site does", () => {
    const home = { name: 'Home', path: '/' }
    expect(pageCardFacts([home])).toEqual({ title: HOME_CARD_TITLE })
    expect(pageCardFacts([home, { name: 'Services', path: '/services' }])).toEqual({
      title: 'Services',
    })
    expect(
      pageCardFacts([
        home,
        { name: 'Services', path: '/services' },
        { name: 'Electronic Funds Transfer', path: '/services/eft' },
      ]),
    ).toEqual({ kicker: 'Services', title: 'Electronic Funds Transfer' })
    expect(shareCardAlt({ title: 'Services' })).toBe('Mzansi Clearing. Services')
  })
})

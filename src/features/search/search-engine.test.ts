// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createAppRouter } from '../../router'
import { editsAllowed, searchPages, synonymsOf } from './search-engine'
import { listedPages } from './searchable-pages'
import type { SearchablePage } from '../../lib/page-search'

const pages = [
  { title: 'ATM Switching', path: '/services/atm-switching', keywords: ['cash withdrawal', 'ATM'] },
  {
    title: 'Electronic Funds Transfer (EFT)',
    path: '/services/eft',
    keywords: ['salaries', 'debit orders'],
  },
  {
    title: 'Authenticated Collections (DebiCheck)',
    path: '/services/authenticated-collections',
    keywords: ['debit orders', 'mandate'],
  },
  { title: 'Our Reach', path: '/our-reach', keywords: ["Côte d'Ivoire", 'SADC'] },
]

describe('searchPages', () => {
  it('finds nothing for fewer than two characters', () => {
    expect(searchPages(pages, '')).toEqual([])
    expect(searchPages(pages, ' a ')).toEqual([])
  })

  it('ranks a title hit above a keyword hit', () => {
    const titles = searchPages(pages, 'debit').map((page) => page.title)
    expect(titles).toEqual([
      'Authenticated Collections (DebiCheck)',
      'Electronic Funds Transfer (EFT)',
    ])
  })

  it('ranks a title that starts with the term above one that only contains it', () => {
    const clearing = [
      { title: 'Real-time Clearing', path: '/services/real-time-clearing', keywords: [] },
      { title: 'Clearing House Rules', path: '/about-us/key-rules', keywords: [] },
      { title: 'SWIFT Solutions', path: '/services/swift-solutions', keywords: ['clearing'] },
    ]
    expect(searchPages(clearing, 'clearing').map((page) => page.title)).toEqual([
      'Clearing House Rules',
      'Real-time Clearing',
      'SWIFT Solutions',
    ])
  })

  it('counts two characters after trimming', () => {
    expect(searchPages(pages, '  atm  ').map((page) => page.path)).toEqual([
      '/services/atm-switching',
    ])
  })

  it('ignores accents typed in the term too', () => {
    expect(searchPages(pages, 'DÉBIT').map((page) => page.path)).toContain('/services/eft')
  })

  it('ignores case and accents', () => {
    expect(searchPages(pages, 'COTE')).toEqual([pages[3]])
  })

  it('lists the pages with every word first; with none that has all, those with any', () => {
    expect(searchPages(pages, 'debit mandate').map((page) => page.path)).toEqual([
      '/services/authenticated-collections',
    ])
    expect(
      searchPages(pages, 'atm salaries')
        .map((page) => page.path)
        .sort(),
    ).toEqual(['/services/atm-switching', '/services/eft'])
  })
})

describe('a search that forgives', () => {
  it('allows no typo in a short word, one from five letters and two from nine', () => {
    expect([editsAllowed('debt'), editsAllowed('order'), editsAllowed('colections')]).toEqual([
      0, 1, 2,
    ])
  })

  it('forgives a misspelt word and matches the word being typed as a prefix', () => {
    expect(searchPages(pages, 'mandat').map((page) => page.path)).toEqual([
      '/services/authenticated-collections',
    ])
    expect(searchPages(pages, 'salries').map((page) => page.path)).toEqual(['/services/eft'])
    expect(searchPages(pages, 'withdrawl').map((page) => page.path)).toEqual([
      '/services/atm-switching',
    ])
  })

  it("reads a phrase's synonyms from the reviewed list", () => {
    expect(synonymsOf('UK Sort Code')).toEqual(['branch code'])
    expect(synonymsOf('sorting codes')).toEqual([])
  })
})

describe("a page's own words", () => {
  const withText = [
    {
      title: 'Cash Management',
      path: '/services/cash-management',
      keywords: ['cash centres'],
      text: { headings: 'How notes reach the vault', text: 'Armoured couriers deliver notes.' },
    },
    {
      title: 'Real-time Clearing',
      path: '/services/real-time-clearing',
      keywords: ['vault transfers'],
      text: { headings: 'Settlement', text: 'Interbank settlement in seconds.' },
    },
    {
      title: 'Our Heritage',
      path: '/about-us/our-heritage',
      keywords: [],
      text: { headings: 'Our story', text: 'The first bank vault of the clearing house.' },
    },
  ]
  const found = (term: string) => searchPages(withText, term).map((page) => page.path)

  it('finds a page by a word of its body or its headings, forgiving a typo there too', () => {
    expect(found('armoured couriers')).toEqual(['/services/cash-management'])
    expect(found('setlement')).toEqual(['/services/real-time-clearing'])
  })

  it('ranks a keyword hit above a heading hit, and a heading hit above a body hit', () => {
    expect(found('vault')).toEqual([
      '/services/real-time-clearing',
      '/services/cash-management',
      '/about-us/our-heritage',
    ])
  })

  it('ranks a title hit above a hit in the text, however often the text says it', () => {
    const pages = [
      {
        title: 'Speakers',
        path: '/about-us/speakers',
        keywords: [],
        text: { headings: 'Clearing clearing', text: 'Clearing, clearing and clearing again.' },
      },
      { title: 'Real-time Clearing', path: '/services/real-time-clearing', keywords: [] },
    ]
    expect(searchPages(pages, 'clearing').map((page) => page.path)).toEqual([
      '/services/real-time-clearing',
      '/about-us/speakers',
    ])
  })
})

describe("the site's own pages", () => {
  // The pages the search lists, with the keywords their routes declare.
  const sitePages: SearchablePage[] = listedPages(Object.values(createAppRouter().routesByPath))
  const top = (term: string, count: number) =>
    searchPages(sitePages, term)
      .slice(0, count)
      .map((page) => page.path)

  it('finds a debit order page for "debt order" among the first three', () => {
    expect(top('debt order', 3)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/early-debit-order|authenticated-collections/),
      ]),
    )
  })

  it('finds DebiCheck for "authenticated colections"', () => {
    expect(top('authenticated colections', 3)).toContain('/services/authenticated-collections')
  })

  it('lists the Bank Branch Locator first for "sort code" and "routing number"', () => {
    expect(top('sort code', 1)).toEqual(['/branch-search'])
    expect(top('routing number', 1)).toEqual(['/branch-search'])
  })

  it('finds the Rapid Payments Programme for "instant payments" among the first three', () => {
    expect(top('instant payments', 3)).toContain('/services/rapid-payments-programme')
  })
})

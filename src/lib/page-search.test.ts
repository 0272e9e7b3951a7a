import { describe, expect, it } from 'vitest'
import { normalise, searchPages } from './page-search'

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

  it('ignores case and accents', () => {
    expect(searchPages(pages, 'COTE')).toEqual([pages[3]])
    expect(normalise('Côte')).toBe('cote')
  })

  it('needs every word of the term to match', () => {
    expect(searchPages(pages, 'debit mandate').map((page) => page.path)).toEqual([
      '/services/authenticated-collections',
    ])
    expect(searchPages(pages, 'atm salaries')).toEqual([])
  })
})

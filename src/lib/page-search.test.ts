// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cutText, normalise, searchPages } from './page-search'

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
    expect(normalise('Côte')).toBe('cote')
  })

  it('needs every word of the term to match', () => {
    expect(searchPages(pages, 'debit mandate').map((page) => page.path)).toEqual([
      '/services/authenticated-collections',
    ])
    expect(searchPages(pages, 'atm salaries')).toEqual([])
  })
})

describe('cutText', () => {
  it('cuts text over 30 characters and adds an ellipsis', () => {
    expect(cutText('short text')).toBe('short text')
    expect(cutText('a'.repeat(30))).toBe('a'.repeat(30))
    expect(cutText('payments, salaries, debit orders, supplier payments')).toBe(
      'payments, salaries, debit orde…',
    )
    expect(cutText('Côte d’Ivoire and Sénégal clear cross-border', 10)).toBe('Côte d’Ivo…')
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { appRoutePaths } from '../test-utils/route-paths'
import { pageTitle, pathSegments, titleCase } from './page-title'

const product = 'Mzansi Clearing'
const title = (path: string) => pageTitle(path, product)

describe('pageTitle: the spec rules', () => {
  it('gives the product name for the root', () => {
    expect(title('/')).toBe(product)
    expect(title('')).toBe(product)
    expect(title('//')).toBe(product)
  })

  it("uses the spec's friendly names for a single segment", () => {
    expect(title('/atm-switching')).toBe('ATM Switching')
    expect(title('/login')).toBe('Member Services')
    expect(title('/branch-search')).toBe('Bank Branch Locator')
    expect(title('/csr')).toBe('Social Responsibility')
    expect(title('/our-heritage')).toBe('Our History')
    expect(title('/speakers')).toBe("Speakers' Corner")
    expect(title('/swift-solutions')).toBe('SWIFT Solutions')
    expect(title('/paia')).toBe('PAIA')
  })

  it('title-cases any other hyphenated segment', () => {
    expect(title('/our-reach')).toBe('Our Reach')
    expect(title('/privacy-statement')).toBe('Privacy Statement')
    expect(title('/contact-us')).toBe('Contact Us')
  })

  it('gives "Section | Page" for two segments, the page by its friendly name', () => {
    expect(title('/about-us/csr')).toBe('About Us | Social Responsibility')
    expect(title('/services/atm-switching')).toBe('Services | ATM Switching')
    expect(title('/about-us/what-we-do')).toBe('About Us | What We Do')
  })

  it('appends a third non-numeric segment in upper case in brackets', () => {
    expect(title('/data-insights/indices/economic-index')).toBe(
      'Data Insights | Economic Indices (ECONOMIC-INDEX)',
    )
    expect(title('/blog/post/payshap-explained')).toBe('Blog | Post (PAYSHAP-EXPLAINED)')
  })

  it('ignores a numeric third segment and anything past the third', () => {
    expect(title('/blog/page/2')).toBe('Blog | Page')
    expect(title('/a-b/c-d/e-f/g-h')).toBe('A B | C D (E-F)')
  })

  it('reads our acronyms right', () => {
    expect(title('/services/eft')).toBe('Services | EFT')
    expect(title('/services/pos-switching')).toBe('Services | POS Switching')
    expect(title('/services/3d-secure')).toBe('Services | 3D Secure')
    expect(title('/services/rapid-payments-programme')).toBe(
      'Services | Rapid Payments Programme (RPP)',
    )
    expect(title('/services/account-verification-services')).toBe(
      'Services | Account Verification Services (AVS)',
    )
    expect(title('/services/early-debit-order')).toBe('Services | Early Debit Order (EDO)')
    expect(title('/services/cash-management')).toBe('Services | Cash Management (ICMS)')
    expect(title('/services/fi')).toBe('Services | Transactional Fraud Mitigation (TFM)')
    expect(title('/services/swift-solutions')).toBe('Services | SWIFT Solutions')
    expect(titleCase('csr-report')).toBe('CSR Report')
  })
})

describe('pageTitle: untidy paths', () => {
  it('ignores trailing and doubled slashes', () => {
    expect(title('/our-reach/')).toBe('Our Reach')
    expect(title('/about-us//csr/')).toBe('About Us | Social Responsibility')
  })

  it('ignores the query string and the hash', () => {
    expect(title('/services/eft?ref=menu#how')).toBe('Services | EFT')
    expect(title('/branch-search?q=durban&province=kwazulu-natal')).toBe('Bank Branch Locator')
    expect(title('/?utm_source=x')).toBe(product)
  })

  it('decodes encoded characters and survives malformed escapes', () => {
    expect(title('/about%2Dus/our%20heritage')).toBe('About Us | Our Heritage')
    expect(title('/blog/post/caf%C3%A9-payments')).toBe('Blog | Post (CAFÉ-PAYMENTS)')
    expect(title('/bad%E0%A4%A')).toBe('Bad%e0%a4%a')
  })

  it('accepts a full URL', () => {
    expect(pathSegments('https://example.org/services/eft?x=1')).toEqual(['services', 'eft'])
  })

  it('is case-insensitive for friendly names', () => {
    expect(title('/LOGIN')).toBe('Member Services')
  })
})

/** The title every route of the site shows, reviewed by hand. */
const expectedTitles: Record<string, string> = {
  '/': product,
  '/our-reach': 'Our Reach',
  '/services': 'Services',
  '/services/eft': 'Services | EFT',
  '/services/fi': 'Services | Transactional Fraud Mitigation (TFM)',
  '/services/pos-switching': 'Services | POS Switching',
  '/services/atm-switching': 'Services | ATM Switching',
  '/services/real-time-clearing': 'Services | Real-Time Clearing',
  '/services/rapid-payments-programme': 'Services | Rapid Payments Programme (RPP)',
  '/services/account-verification-services': 'Services | Account Verification Services (AVS)',
  '/services/3d-secure': 'Services | 3D Secure',
  '/services/early-debit-order': 'Services | Early Debit Order (EDO)',
  '/services/cash-management': 'Services | Cash Management (ICMS)',
  '/services/managed-network-services': 'Services | Managed Network Services',
  '/services/transactions-cleared-on-an-immediate-basis':
    'Services | Transactions Cleared on an Immediate Basis (TCIB)',
  '/services/swift-solutions': 'Services | SWIFT Solutions',
  '/services/authenticated-collections': 'Services | Authenticated Collections (DebiCheck)',
  '/data-insights': 'Data Insights',
  '/data-insights/member-analytics': 'Data Insights | Member Analytics',
  '/data-insights/indices': 'Data Insights | Economic Indices',
  '/data-insights/indices/economic-index': 'Data Insights | Economic Indices (ECONOMIC-INDEX)',
  '/data-insights/indices/net-salary-index': 'Data Insights | Economic Indices (NET-SALARY-INDEX)',
  '/about-us': 'About Us',
  '/about-us/what-we-do': 'About Us | What We Do',
  '/about-us/our-pricing-philosophy': 'About Us | Our Pricing Philosophy',
  '/about-us/key-rules-and-procedures': 'About Us | Key Rules and Procedures',
  '/about-us/our-leadership': 'About Us | Our Leadership',
  '/about-us/future-of-payments': 'About Us | Future of Payments',
  '/about-us/csr': 'About Us | Social Responsibility',
  '/about-us/career': 'About Us | Careers',
  '/about-us/careers': 'About Us | Careers',
  '/about-us/our-heritage': 'About Us | Our History',
  '/about-us/speakers': "About Us | Speakers' Corner",
  '/login': 'Member Services',
  '/branch-search': 'Bank Branch Locator',
  '/branch-locator': 'Branch Locator',
  '/blog-redirect': 'Blog Redirect',
  '/content-hub': 'Content Hub',
  '/annual-business-report': 'Annual Business Report',
  '/no-results': 'No Results',
  '/search': 'Search',
  '/paia': 'PAIA',
  '/privacy-statement': 'Privacy Statement',
  '/terms': 'Terms of Use',
  '/accessibility': 'Accessibility',
  '/contact-us': 'Contact Us',
  '/test-button': 'Test Button',
  '/blog': 'Blog',
  '/blog/post/$slug': 'Blog | Post ($SLUG)',
}

describe('pageTitle: every route in the tree', () => {
  const paths = appRoutePaths()

  it('has a reviewed title for every route, and no title for a route that is gone', () => {
    expect([...paths].sort()).toEqual(Object.keys(expectedTitles).sort())
  })

  it.each(Object.entries(expectedTitles))('%s is titled "%s"', (path, expected) => {
    expect(title(path)).toBe(expected)
  })
})

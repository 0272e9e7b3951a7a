// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createAppRouter } from '../router'
import { friendlyNames, pageTitle, pathSegments, routeTitles, titleCase } from './page-title'

const product = 'Mzansi Clearing'
const routes = Object.values(createAppRouter().routesByPath)
/** The title as the site gives it: the routes' own titles name their pages. */
const title = (path: string) => pageTitle(path, product, routeTitles(routes))
/** The spec's rules alone, for a path no route holds. */
const bare = (path: string) => pageTitle(path, product)

describe('pageTitle: the spec rules', () => {
  it('gives the product name for the root', () => {
    expect(title('/')).toBe(product)
    expect(title('')).toBe(product)
    expect(title('//')).toBe(product)
  })

  it("uses the spec's friendly names for a single segment", () => {
    expect(bare('/atm-switching')).toBe('ATM Switching')
    expect(title('/login')).toBe('Member Services')
    expect(title('/branch-search')).toBe('Bank Branch Locator')
    expect(title('/csr')).toBe('Social Responsibility')
    expect(title('/our-heritage')).toBe('Our History')
    expect(title('/speakers')).toBe("Speakers' Corner")
    expect(title('/swift-solutions')).toBe('SWIFT Solutions')
    expect(title('/paia')).toBe('PAIA')
  })

  it('title-cases any other hyphenated segment', () => {
    expect(bare('/our-reach')).toBe('Our Reach')
    expect(bare('/privacy-statement')).toBe('Privacy Statement')
    expect(bare('/no-such-page')).toBe('No Such Page')
  })

  it('names a page by the title its route declares, the spec’s names first', () => {
    expect(title('/terms')).toBe('Terms of Use')
    expect(title('/blog')).toBe('Content Hub')
    expect(title('/services/eft')).toBe('Services | Electronic Funds Transfer (EFT)')
    expect(title('/services/pos-switching')).toBe('Services | POS Switching & Settlement')
    expect(title('/login')).toBe('Member Services')
    const titles = routeTitles([
      { fullPath: '/services/bulk-payments', options: { staticData: { title: 'Bulk Payments' } } },
      { fullPath: '/about-us/csr', options: { staticData: { title: 'Giving Back' } } },
    ])
    expect(pageTitle('/services/bulk-payments', product, titles)).toBe('Services | Bulk Payments')
    expect(pageTitle('/about-us/csr', product, titles)).toBe('About Us | Social Responsibility')
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
    expect(bare('/services/eft')).toBe('Services | EFT')
    expect(bare('/services/pos-switching')).toBe('Services | POS Switching')
    expect(bare('/services/3d-secure')).toBe('Services | 3D Secure')
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
    expect(title('/services/eft?ref=menu#how')).toBe('Services | Electronic Funds Transfer (EFT)')
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

describe('pageTitle: every route in the tree', () => {
  const paths = [...new Set(routes.map(({ fullPath }) => fullPath.replace(/(.)\/$/, '$1')))]

  it('names each page as its route does, or by the spec’s own name', () => {
    expect(paths.length).toBeGreaterThan(40)
    for (const route of routes) {
      const path = route.fullPath.replace(/(.)\/$/, '$1')
      const segments = pathSegments(path)
      if (segments.length === 0 || segments.length > 2) continue
      const last = segments.at(-1)!.toLowerCase()
      const name = friendlyNames[last] ?? route.options.staticData.title
      const section = segments.length === 2 ? `${titleCase(segments[0]!)} | ` : ''
      expect(title(path), path).toBe(`${section}${name}`)
    }
  })

  it('names a deeper page by the page above it, with its own segment in brackets', () => {
    expect(title('/data-insights/indices/economic-index')).toBe(
      'Data Insights | Economic Indices (ECONOMIC-INDEX)',
    )
    expect(title('/blog/post/$slug')).toBe('Blog | Post ($SLUG)')
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createAppRouter } from '../router'
import { appRoutePaths } from '../test-utils/route-paths'
import {
  configuredLink,
  footerLinks,
  helpLink,
  isDocumentLink,
  mainMenu,
  serviceGroups,
  topLinks,
  withLeadingSlash,
  type NavLink,
} from './navigation'

function everyLink(): NavLink[] {
  const links: NavLink[] = [...topLinks, helpLink, ...footerLinks]
  for (const section of mainMenu) {
    links.push(section)
    if (section.standalone) continue
    if (section.groups) {
      for (const group of section.groups) links.push(group, ...group.links)
    } else {
      links.push(...section.links)
    }
  }
  return links
}

describe('navigation configuration', () => {
  const routes = new Set(appRoutePaths())

  it('points every internal link at a route of the app', () => {
    const internal = everyLink().filter((link) => link.strategy === 'internal')
    expect(internal.length).toBeGreaterThan(30)
    for (const link of internal) {
      const pathname = link.path.split('#')[0]
      expect(routes, `${link.title} -> ${link.path}`).toContain(pathname)
    }
  })

  it('opens every external link in a new window', () => {
    for (const link of everyLink().filter((item) => item.strategy === 'href')) {
      expect(link.path, link.title).toMatch(/^https?:\/\//)
      expect(link.target, link.title).toBe('_blank')
    }
  })

  it("lists the spec's menu items in the spec's order", () => {
    expect(mainMenu.map((section) => section.title)).toEqual([
      'Services',
      'Our Reach',
      'Data Analytics and Insights',
      'Content Hub',
      'About Us',
    ])
    const about = mainMenu.find((section) => section.title === 'About Us')
    expect(about && !about.standalone && about.links?.map((link) => link.path)).toEqual([
      '/about-us/what-we-do',
      '/about-us/our-leadership',
      '/about-us/our-pricing-philosophy',
      '/about-us/key-rules-and-procedures',
      '/about-us/future-of-payments',
      expect.stringMatching(/annual-business-report/),
      '/about-us/speakers',
      '/about-us/csr',
      '/about-us/career',
      '/about-us/our-heritage',
    ])
  })

  it('reaches every listed page from the menu, the quick links or the footer', () => {
    // The home page is the logo's link.
    const linked = new Set(['/', ...everyLink().map((link) => link.path.split('#')[0])])
    const listed = Object.values(createAppRouter().routesByPath)
      .filter(({ options }) => !options.staticData?.unlisted && !options.staticData?.redirectTo)
      .map((route) => String(route.fullPath))
      .filter((path) => !path.includes('$'))
      .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
    // Pages the spec's menu has no place for, each reached from a page that is in it.
    const offTheMenu: Record<string, string> = {
      '/data-insights/indices': 'Data Insights (/data-insights) leads to it',
    }
    expect(
      listed.filter((path) => !linked.has(path) && !(path in offTheMenu)),
      'Pages in no menu: add each to src/content/navigation.ts (mainMenu, topLinks or footerLinks), or mark its route `unlisted` in its staticData',
    ).toEqual([])
  })

  it('puts each service in exactly one of the eight groups', () => {
    expect(serviceGroups.map((group) => group.title)).toEqual([
      'Payment Clearing',
      'Card Payments',
      'Batch Payments',
      'Cash Services',
      'Real-time Payments',
      'SWIFT Bureau',
      'Business Enhancement',
      'SADC',
    ])
    const servicePaths = serviceGroups.flatMap((group) => group.links.map((link) => link.path))
    expect(new Set(servicePaths).size).toBe(servicePaths.length)
    expect([...servicePaths].sort()).toEqual(
      [...routes].filter((path) => /^\/services\/[^/]+$/.test(path)).sort(),
    )
  })

  it('has the footer links the spec lists and the accessibility statement, with the Disclosure Framework document in a new tab', () => {
    expect(footerLinks.map((link) => link.title)).toEqual([
      'Privacy Statement',
      'PAIA',
      'Terms of Use',
      'Accessibility',
      'Disclosure Framework',
      'Careers',
      'Contact Us',
    ])
    const disclosure = footerLinks.find((link) => link.title === 'Disclosure Framework')
    expect(disclosure && isDocumentLink(disclosure) && disclosure.documentTarget).toBe('_blank')
  })

  it('never opens a page of the site in a new tab, and every URL outside it in one', () => {
    for (const link of everyLink()) {
      const external = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(link.path)
      if (external) expect(link.target, link.title).toBe('_blank')
      else expect(link.target ?? '_self', link.title).toBe('_self')
    }
  })

  it('gives group header paths a leading slash', () => {
    expect(withLeadingSlash('services#sadc')).toBe('/services#sadc')
    expect(withLeadingSlash('/services')).toBe('/services')
    expect(withLeadingSlash('https://example.org/x')).toBe('https://example.org/x')
    for (const group of serviceGroups) expect(group.path.startsWith('/')).toBe(true)
  })

  it('treats a configured URL as external and a path as internal', () => {
    expect(configuredLink('Blog', 'https://blog.example.org')).toMatchObject({
      strategy: 'href',
      target: '_blank',
    })
    expect(configuredLink('Blog', 'blog')).toEqual({
      title: 'Blog',
      path: '/blog',
      strategy: 'internal',
    })
  })
})

import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiGet } from '../../api/client'
import { queryClient } from '../../api/query-client'
import {
  paiaManual,
  privacyStatementPage,
  termsOfUse,
  type LegalPageContent,
} from '../../content/legal'
import { accessibilityStatement } from '../../content/accessibility'
import { site } from '../../content/site'
import { LegalPage } from './legal-page'

vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client')>()),
  apiGet: vi.fn(),
}))
const askApi = vi.mocked(apiGet)

const pages: [string, LegalPageContent][] = [
  ['PAIA manual', paiaManual],
  ['privacy statement', privacyStatementPage],
  ['terms of use', termsOfUse],
  ['accessibility statement', accessibilityStatement],
]

/** The sections a page lists in its contents: its own, then the documents where it has them. */
const listedSections = (content: LegalPageContent) => [
  ...content.sections,
  ...(content.documents ? [content.documents] : []),
]

/** Renders the page as the root of a memory router that knows the paths its links lead to. */
async function renderPage(content: LegalPageContent) {
  const rootRoute = createRootRoute({
    staticData: {
      title: content.intro.heading,
    },
    component: () => <LegalPage content={content} />,
  })
  const targets = [
    '/',
    '/contact-us',
    '/paia',
    '/privacy-statement',
    '/terms',
    '/accessibility',
  ].map((path) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      staticData: { title: path },
    }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren(targets),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(<RouterProvider router={router as never} />)
  await screen.findByRole('heading', { level: 1 })
  return screen
}

describe.each(pages)('LegalPage: the %s', (_, content) => {
  beforeEach(() => {
    askApi.mockReset()
    askApi.mockResolvedValue([
      {
        description: 'Self-Assessment Disclosure Framework',
        documentGuid: '3f2c9b1e-0000-4000-8000-000000000001',
        title: 'Disclosure framework',
      },
    ])
  })
  afterEach(() => {
    queryClient.clear()
  })

  it('opens with its h1 and the date it last changed', async () => {
    const page = await renderPage(content)
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(content.intro.heading)
    const updated = page.getByText(/^Last updated:/)
    const [year, month, day] = content.updated.split('-').map(Number)
    const monthName = new Date(Date.UTC(2000, month! - 1, 1)).toLocaleString('en-ZA', {
      month: 'long',
      timeZone: 'UTC',
    })
    expect(updated).toHaveTextContent(`Last updated: ${day} ${monthName} ${year}`)
    expect(updated.querySelector('time')).toHaveAttribute('datetime', content.updated)
  })

  it('lists every section in its contents, each linking to a section with that id', async () => {
    const page = await renderPage(content)
    const contents = page.getByRole('navigation', { name: 'Contents' })
    const links = within(contents).getAllByRole('link')
    const expected = listedSections(content)
    expect(links.map((link) => link.textContent)).toEqual(expected.map((entry) => entry.heading))
    expected.forEach((entry, index) => {
      expect(links[index]).toHaveAttribute('href', `#${entry.id}`)
      const region = page.getByRole('region', { name: entry.heading })
      expect(region).toHaveAttribute('id', entry.id)
      expect(region).toHaveClass('scroll-mt-24')
    })
  })

  it('keeps its headings in order, from the h1 down without skipping a level', async () => {
    const page = await renderPage(content)
    const headings = page.getAllByRole('heading')
    const levels = headings.map((heading) => Number(heading.tagName.slice(1)))
    expect(levels[0]).toBe(1)
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    levels.slice(1).forEach((level, index) => {
      expect(level).toBeLessThanOrEqual((levels[index] ?? 1) + 1)
    })
    const sectionHeadings = headings
      .filter((heading) => heading.tagName === 'H2')
      .map((heading) => heading.textContent)
    expect(sectionHeadings).toEqual([
      'Contents',
      ...listedSections(content).map((section) => section.heading),
      content.callToAction.heading,
    ])
  })

  it('offers the published documents where it has them, and a way to contact us', async () => {
    const page = await renderPage(content)
    if (content.documents) {
      const documents = page.getByRole('region', { name: content.documents.heading })
      expect(
        await within(documents).findByRole('link', { name: /Disclosure framework/ }),
      ).toHaveAttribute('href', expect.stringContaining('/filehandler/'))
    } else {
      expect(page.queryByRole('region', { name: 'Documents to download' })).toBeNull()
    }
    const contact = page.getByRole('region', { name: content.callToAction.heading })
    expect(within(contact).getByRole('link', { name: /Contact us/ })).toHaveAttribute(
      'href',
      '/contact-us',
    )
  })
})

describe('LegalPage: the documents written in content/legal/*.md', () => {
  beforeEach(() => {
    askApi.mockReset()
    askApi.mockResolvedValue([])
  })
  afterEach(() => {
    queryClient.clear()
  })

  it.each([
    ['PAIA manual', paiaManual],
    ['privacy statement', privacyStatementPage],
    ['terms of use', termsOfUse],
  ])('the %s fills in the contact address and leaves no placeholder', async (_, content) => {
    const page = await renderPage(content)
    const [email] = page.getAllByRole('link', { name: site.contactEmail })
    expect(email).toHaveAttribute('href', expect.stringMatching(/^mailto:[^{}?]+\?subject=\S+$/))
    expect(email?.getAttribute('href')).toContain(`mailto:${site.contactEmail}?`)
    expect(document.body.textContent).not.toMatch(/\{\w+\}/)
  })

  it('shows links, leads, details and notices as the Markdown marks them', async () => {
    const paia = await renderPage(paiaManual)
    for (const link of paia.getAllByRole('link', { name: 'privacy statement' })) {
      expect(link).toHaveAttribute('href', '/privacy-statement')
      expect(link).toHaveAttribute('data-strategy', 'internal')
    }
    const records = paia.getByRole('region', { name: 'Records we hold' })
    expect(within(records).getByText('The categories of records we keep, by subject.')).toHaveClass(
      'text-muted',
    )
    const officer = paia.getByRole('region', { name: 'Our Information Officer' })
    const term = within(officer).getByText('Where we are')
    expect(term.tagName).toBe('DT')
    expect(term.closest('dl')).toHaveAttribute('data-slot', 'legal-details')
    expect(document.getElementById('security-measures')).toHaveRole('heading')
  })

  it('draws attention to a notice', async () => {
    const terms = await renderPage(termsOfUse)
    const liability = terms.getByRole('region', { name: 'Limits of our liability' })
    expect(within(liability).getByText(/^Please read this section carefully/)).toHaveAttribute(
      'data-slot',
      'legal-notice',
    )
  })
})

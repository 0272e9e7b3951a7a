// @vitest-environment node
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchPages } from '../../src/features/search/search-engine.ts'
import { SLOW_TEST_LIMIT_MS } from '../limits.ts'

/**
 * README's "Adding a page", done in a scratch copy of the project: one new route file, no other
 * file edited, and the build gives the page its title, its description, its place in the sitemap
 * and in the site search, while its keywords and description stay out of the first load.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
const description =
  'Bulk payment files of salaries and supplier payments, submitted once and cleared between the banks in batches.'
const route = `import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/services/bulk-payments')({
  staticData: {
    title: 'Bulk Payments',
    keywords: ['bulk payments', 'payment files', 'payroll batches'],
    description: '${description}',
  },
  component: () => <h1>Bulk Payments</h1>,
})
`

/** A new service: its module (listing and page copy) and its route, nothing else. */
const serviceModule = `import type { ServiceDetail, ServiceListing } from './types'

export const service: ServiceListing = {
  key: 'bulkCollections',
  group: 'Batch Payments',
  heading: 'Bulk Collections',
  summary: 'Debit order files collected from many accounts in one submission, cleared in batches.',
  path: '/services/bulk-collections',
}

export const detail: ServiceDetail = {
  service,
  intro: 'A collector submits one file of debit orders and we clear them between the banks.',
  whatItIs: ['One file holds many collections, each under its own mandate.'],
  audience: { lead: 'It is used by:', items: ['Insurers collecting premiums.'] },
  steps: [
    { title: 'Submit', text: 'The collector’s bank sends the file.' },
    { title: 'Clear', text: 'We sort the collections by the debtors’ banks.' },
    { title: 'Settle', text: 'The banks settle what they owe one another.' },
  ],
  features: [
    { heading: 'One file', text: 'Many collections in one submission.' },
    { heading: 'Tracked', text: 'Each collection is answered by the debtor’s bank.' },
    { heading: 'Settled', text: 'Amounts are netted between banks.' },
  ],
  related: ['eft', 'authenticatedCollections'],
  faqs: [{ question: 'Who can submit?', answer: 'A collector through its sponsoring bank.' }],
}
`
const serviceRoute = `import { createFileRoute } from '@tanstack/react-router'
import { detail, service } from '../../content/services/bulk-collections'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/bulk-collections')({
  staticData: {
    title: 'Bulk Collections',
    keywords: ['bulk collections', 'collection files'],
    description: service.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
`

let scratch: string
let dist: string

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'new-page-'))
  const copied = ['src', 'scripts', 'server', 'content', 'public', 'tests', 'index.html']
  for (const name of [...copied, ...readdirSync(root).filter((n) => /\.(ts|json|js)$/.test(n))]) {
    cpSync(join(root, name), join(scratch, name), {
      recursive: true,
      filter: (source) => !/routeTree\.gen\.ts$/.test(source),
    })
  }
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir')
  writeFileSync(join(scratch, 'src/routes/services/bulk-payments.tsx'), route)
  writeFileSync(join(scratch, 'src/content/services/bulk-collections.ts'), serviceModule)
  writeFileSync(join(scratch, 'src/routes/services/bulk-collections.tsx'), serviceRoute)
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: scratch,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  dist = join(scratch, 'dist')
}, SLOW_TEST_LIMIT_MS)

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const read = (path: string) => readFileSync(join(dist, path), 'utf8')
const assets = () => readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'))

describe('a new route file alone', () => {
  it('is served as HTML with its title, its description and its heading', () => {
    const html = read('prerendered/services/bulk-payments.html')
    expect(html).toContain('<title>Services | Bulk Payments</title>')
    expect(html.replace(/\s+/g, ' ')).toContain(`name="description" content="${description}"`)
    expect(html).toContain('<h1>Bulk Payments</h1>')
  })

  it('is listed in the sitemap', () => {
    const indexing = JSON.parse(read('indexing.json')) as { sitemap: string[] }
    expect(indexing.sitemap).toContain('/services/bulk-payments')
  })

  it('is found by the site search through one of its keywords', () => {
    const search = assets().filter((name) => read(`assets/${name}`).includes('payroll batches'))
    expect(search).toHaveLength(1)
    // The minifier writes the module's JSON as JavaScript: strings may be in any quotes.
    const chunk = read(`assets/${search[0]}`)
    const list = /["'`]\/services\/bulk-payments["'`]:\[([^\]]*)\]/.exec(chunk)?.[1] ?? ''
    const keywords = [...list.matchAll(/["'`]([^"'`]*)["'`]/g)].map((match) => match[1]!)
    expect(keywords).toEqual(['bulk payments', 'payment files', 'payroll batches'])
    const page = { title: 'Bulk Payments', path: '/services/bulk-payments', keywords }
    expect(searchPages([page], 'payroll batch')).toEqual([page])
  })

  it('keeps its keywords and description out of the route tree, which every page loads', () => {
    const holding = (text: string) =>
      assets().filter((name) => read(`assets/${name}`).includes(text))
    const [tree, ...others] = holding('/services/bulk-payments').filter(
      (name) => !holding('payroll batches').includes(name),
    )
    expect(others).toEqual([])
    expect(read(`assets/${tree}`)).toContain('Bulk Payments')
    expect(holding('payroll batches')).toHaveLength(1)
    expect(holding(description)).toEqual([])
  })
})

describe('a new service: its module and its route', () => {
  const link = 'href="/services/bulk-collections"'

  it('is in the Services menu, under its group, on every page', () => {
    const html = read('prerendered/our-reach.html')
    const group = html.indexOf('>Batch Payments<')
    const next = html.indexOf('>Cash Services<', group)
    const at = html.indexOf(link, group)
    expect(group).toBeGreaterThan(0)
    expect(at).toBeGreaterThan(group)
    expect(at).toBeLessThan(next)
  })

  it('is on the services overview and in the home page’s carousel, with its summary', () => {
    for (const page of ['prerendered/services.html', 'prerendered/index.html']) {
      const html = read(page)
      expect(html, page).toContain(link)
      expect(html, page).toContain(
        'Debit order files collected from many accounts in one submission, cleared in batches.',
      )
    }
    expect(read('prerendered/index.html')).toContain('About Bulk Collections')
  })

  it('has its own page, titled by its route, headed and introduced by its module', () => {
    const html = read('prerendered/services/bulk-collections.html')
    expect(html).toContain('<title>Services | Bulk Collections</title>')
    expect(html).toMatch(/<h1[^>]*>Bulk Collections<\/h1>/)
    expect(html).toContain('A collector submits one file of debit orders')
    expect(html).toContain('href="/services/authenticated-collections"')
  })

  it('keeps its page copy in its page’s chunk, out of the listing the menu loads', () => {
    const holding = (text: string) =>
      assets().filter((name) => read(`assets/${name}`).includes(text))
    const [page, ...others] = holding('A collector submits one file of debit orders')
    expect(others).toEqual([])
    const listings = holding('Debit order files collected from many accounts')
    expect(listings.filter((name) => name !== page)).toHaveLength(1)
  })
})

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
import { searchPages } from '../../src/lib/page-search.ts'
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

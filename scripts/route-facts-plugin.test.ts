// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  pageKeywordsFrom,
  readRouteFacts,
  routeTitlesFrom,
  withoutServerAndSearchFacts,
} from './route-facts-plugin.ts'

/** A service page a newcomer adds: one route file, nothing else. */
const bulkPayments = `import { createFileRoute } from '@tanstack/react-router'
import { bulk } from '../../content/services/bulk'

export const Route = createFileRoute('/services/bulk-payments')({
  staticData: {
    title: 'Bulk Payments',
    keywords: ['bulk payments', "payroll batches"],
    description: bulk.summary,
  },
  component: () => <p>{bulk.summary}</p>,
})
`

describe('readRouteFacts', () => {
  it('reads a new route file’s id and keywords', () => {
    expect(readRouteFacts(bulkPayments, 'bulk-payments.tsx')).toEqual({
      id: '/services/bulk-payments',
      keywords: ['bulk payments', 'payroll batches'],
      title: 'Bulk Payments',
    })
  })

  it('reads the root route and a route without keywords', () => {
    const root = `export const Route = createRootRouteWithContext<Ctx>()({
  staticData: { title: 'Site', unlisted: true },
})`
    expect(readRouteFacts(root, '__root.tsx')).toEqual({
      id: '__root__',
      keywords: undefined,
      title: 'Site',
    })
  })

  it('refuses keywords the build cannot read, naming the file and line', () => {
    const computed = bulkPayments.replace(`"payroll batches"`, 'words.join()')
    expect(() => readRouteFacts(computed, 'src/routes/services/bulk-payments.tsx')).toThrow(
      'src/routes/services/bulk-payments.tsx:7: each of staticData.keywords must be a string',
    )
    const spread = bulkPayments.replace(/keywords: \[.*\]/, 'keywords: words')
    expect(() => readRouteFacts(spread, 'x.tsx')).toThrow(
      'x.tsx:7: staticData.keywords must be an array of strings',
    )
  })
})

describe('withoutServerAndSearchFacts', () => {
  const stripped = withoutServerAndSearchFacts(bulkPayments, 'bulk-payments.tsx')!

  it('takes the keywords and description out of the browser’s copy of a route', () => {
    expect(stripped).not.toContain('keywords')
    expect(stripped).not.toContain('bulk.summary,')
    expect(stripped).toContain(`title: 'Bulk Payments',`)
    // The page still reads the content, so its import stays.
    expect(stripped).toContain(`import { bulk } from '../../content/services/bulk'`)
    expect(stripped).toContain('component: () => <p>{bulk.summary}</p>')
  })

  it('takes out the imports only the description read', () => {
    const source = bulkPayments
      .replace(`import { bulk }`, `import { bulk, other }`)
      .replace('description: bulk.summary', 'description: services.bulk.summary + pages.x')
      .replace(
        `import { bulk, other }`,
        `import { pages, services } from '../../content/services'\nimport { bulk, other }`,
      )
      .replace('<p>{bulk.summary}</p>', '<p>{pages.y}</p>')
    const result = withoutServerAndSearchFacts(source, 'x.tsx')!
    expect(result).not.toContain('services }')
    expect(result).toMatch(/import \{ pages \} +from '..\/..\/content\/services'/)
    // An import the removed properties never read is not theirs to take.
    expect(result).toContain(`import { bulk, other } from '../../content/services/bulk'`)
    expect(result).toContain(`import { createFileRoute } from '@tanstack/react-router'`)
    expect(result.length).toBe(source.length)
  })

  it('keeps every other character where it was, so no source map is needed', () => {
    expect(stripped.length).toBe(bulkPayments.length)
    expect(stripped.split('\n').length).toBe(bulkPayments.split('\n').length)
    expect(stripped.indexOf('component')).toBe(bulkPayments.indexOf('component'))
  })

  it('leaves a route with neither alone', () => {
    const plain = bulkPayments.replace(/\s+keywords: .*\n\s+description: .*\n/, '\n')
    expect(withoutServerAndSearchFacts(plain, 'x.tsx')).toBeUndefined()
  })
})

describe('a folder of routes with a new one', () => {
  const dir = mkdtempSync(join(tmpdir(), 'route-facts-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('gives the search the new page’s words, and no test file’s', () => {
    mkdirSync(join(dir, 'services'))
    writeFileSync(join(dir, 'services', 'bulk-payments.tsx'), bulkPayments)
    writeFileSync(join(dir, 'services', 'bulk-payments.test.tsx'), bulkPayments)
    expect(pageKeywordsFrom(dir)).toEqual({
      '/services/bulk-payments': ['bulk payments', 'payroll batches'],
    })
    expect(routeTitlesFrom(dir)).toEqual(new Map([['/services/bulk-payments', 'Bulk Payments']]))
  })
})

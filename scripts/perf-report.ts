/**
 * npm run perf:report — Lighthouse on mobile settings (its defaults: a mid-range phone, simulated
 * slow 4G) over the pages issue 7 names, against the production build and the content API on
 * seeded data. Prints a Markdown table, writes it to reports/perf/index.md with each page's full
 * Lighthouse HTML report beside it, and exits 1 when a page is under the bar: performance 90,
 * accessibility, best practices and SEO 100.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'node:net'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from './chromium-path.ts'
import { startReportServer } from './report-server.ts'

const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'A service page (EFT)', path: '/services/eft' },
  { name: 'Bank Branch Locator', path: '/branch-search' },
  { name: 'An index page (Economic Index)', path: '/data-insights/indices/economic-index' },
] as const

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
const BAR: Record<Category, number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}

const outDir = join(fileURLToPath(new URL('..', import.meta.url)), 'reports', 'perf')

/** The measurements behind the performance score, shown beside it. */
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP' },
  { id: 'largest-contentful-paint', label: 'LCP' },
  { id: 'total-blocking-time', label: 'TBT' },
  { id: 'cumulative-layout-shift', label: 'CLS' },
] as const

type Row = {
  name: string
  path: string
  scores: Record<Category, number>
  metrics: string[]
  failures: string[]
}

/**
 * One Lighthouse run. A run that Lighthouse itself could not record (a lost trace, such as
 * NO_NAVSTART) is tried again, up to twice; the page is not to blame for those.
 */
async function audit(url: string, port: number, attemptsLeft = 2) {
  const result = await lighthouse(url, {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const error = result.lhr.runtimeError
  if (error && attemptsLeft > 0) {
    console.log(`${url}: Lighthouse could not record the run (${error.code}); trying again`)
    return audit(url, port, attemptsLeft - 1)
  }
  return result
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function main() {
  mkdirSync(outDir, { recursive: true })
  const server = await startReportServer()
  const port = await freePort()
  // Lighthouse drives the browser over its debugging port.
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  })
  const rows: Row[] = []
  try {
    for (const page of PAGES) {
      const result = await audit(`${server.baseURL}${page.path}`, port)
      const { lhr } = result
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ) as Record<Category, number>
      const failures = CATEGORIES.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .map((ref) => lhr.audits[ref.id])
          .filter(
            (audit) => audit && audit.score !== null && audit.score < 1 && id !== 'performance',
          )
          .map((audit) => `${id}: ${audit?.id} (${audit?.title})`),
      )
      const file = `${page.path === '/' ? 'home' : page.path.slice(1).replaceAll('/', '-')}.html`
      writeFileSync(join(outDir, file), String(result.report))
      const metrics = METRICS.map(({ id }) => lhr.audits[id]?.displayValue ?? '–')
      rows.push({ name: page.name, path: page.path, scores, metrics, failures })
      console.log(`${page.path}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ')}`)
    }
  } finally {
    await browser.close()
    await server.close()
  }

  const columns = [...CATEGORIES, ...METRICS.map(({ label }) => label)]
  const header = `| Page | Path | ${columns.join(' | ')} |\n|---|---|${columns.map(() => '---:').join('|')}|`
  const lines = rows.map(
    (row) =>
      `| ${row.name} | \`${row.path}\` | ${[
        ...CATEGORIES.map((id) => `${row.scores[id]}${row.scores[id] < BAR[id] ? ' ✗' : ''}`),
        ...row.metrics,
      ].join(' | ')} |`,
  )
  const below = rows.filter((row) => CATEGORIES.some((id) => row.scores[id] < BAR[id]))
  const notes = rows.flatMap((row) => row.failures.map((failure) => `- ${row.path}: ${failure}`))
  const table = [
    '# Lighthouse (mobile settings)',
    '',
    `Bar: performance ${BAR.performance}, accessibility, best practices and SEO 100. Run ${new Date().toISOString()}.`,
    '',
    header,
    ...lines,
    '',
    notes.length > 0 ? '## Audits not passed (outside performance)\n\n' + notes.join('\n') : '',
  ].join('\n')
  writeFileSync(join(outDir, 'index.md'), table + '\n')
  console.log(`\n${table}\nFull reports: ${outDir}`)
  if (below.length > 0) process.exitCode = 1
}

await main()

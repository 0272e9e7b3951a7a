/**
 * The accessibility report for auditors: serves the build with the content API on seeded data, runs the axe sweep of the end-to-end
 * tests (every page x light and dark x 1280 and 375 px, plus the open menus, plus the widget
 * gallery with every example loaded and every widget's open states), and beside axe, on every
 * page, IBM's Equal Access engine (WCAG 2.2) in the same themes and widths and html-validate on
 * the HTML as served (or, for pages the browser renders, as rendered). Writes
 * reports/a11y/results.json and reports/a11y/index.html. Exits 1 when anything is violated.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium, type Browser, type Page } from '@playwright/test'
import { KNOWN_FALSE_POSITIVES } from '../tests/e2e/a11y-false-positives.ts'
import {
  AXE_TAGS,
  DISABLED_RULES,
  OPEN_STATES,
  VIEWPORTS,
  analyze,
  failed as axeFailed,
  formatFailures,
  loadInTheme,
  sweepPath,
  THEMES,
  type OpenState,
  type ScanResult,
  type Viewport,
} from '../tests/e2e/axe.ts'
import {
  defects,
  formatFindings,
  runEqualAccess,
  validateHtml,
  type Finding,
} from '../tests/e2e/engines.ts'
import {
  GALLERY_OPEN_STATES,
  GALLERY_PATH,
  galleryLoaded,
  widgetPath,
} from '../tests/e2e/gallery.ts'
import { pagePaths, prerenderedPaths, settle } from '../tests/e2e/site.ts'
import { chromiumArgs, chromiumPath } from './chromium-path.ts'
import { startReportServer } from './report-server.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = join(root, 'reports', 'a11y')
const CONCURRENCY = 2

type Job = { path: string; viewport: Viewport; state?: OpenState }

const EVERY_EXAMPLE = 'every widget example'

/** One page, state, theme and width: what axe found, and beside it the other engines. */
type Result = ScanResult & {
  /** Equal Access's violations (pages without an open state only). */
  equalAccess?: Finding[]
  /** html-validate on the page's HTML (once per page: on its first light-theme row). */
  htmlValidate?: Finding[]
}

const failed = (result: Result) =>
  axeFailed(result) ||
  defects(result.equalAccess ?? [], result.page).length > 0 ||
  defects(result.htmlValidate ?? [], result.page).length > 0

/** html-validate on the HTML the server sends, or on the DOM for a page the browser renders. */
async function pageHtml(page: Page, path: string): Promise<string> {
  if (prerenderedPaths().includes(path)) return (await page.request.get(path)).text()
  return page.content()
}

async function runJob(browser: Browser, baseURL: string, job: Job): Promise<Result[]> {
  const context = await browser.newContext({ baseURL })
  try {
    const page = await context.newPage()
    const results: Result[] = await sweepPath(page, job.path, job.viewport, job.state)
    // Open states are axe's alone; the gallery with every example loaded is checked by all.
    if (job.state && job.state.name !== EVERY_EXAMPLE) return results
    for (const result of results) {
      await loadInTheme(page, job.path, result.theme)
      if (job.state) await job.state.open(page)
      await settle(page)
      result.equalAccess = await runEqualAccess(page)
      if (result.theme === THEMES[0] && job.viewport.width === VIEWPORTS[0].width) {
        result.htmlValidate = await validateHtml(await pageHtml(page, job.path), job.path)
      }
    }
    return results
  } finally {
    await context.close()
  }
}

async function sweep(browser: Browser, baseURL: string, jobs: Job[]): Promise<Result[]> {
  const results: Result[][] = new Array(jobs.length)
  let next = 0
  let done = 0
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++
      const job = jobs[index] as Job
      results[index] = await runJob(browser, baseURL, job)
      done += 1
      const label = `${job.path}${job.state ? ` (${job.state.name})` : ''} at ${job.viewport.width}px`
      const bad = results[index].filter(failed).length
      console.log(
        `[${done}/${jobs.length}] ${label}: ${bad === 0 ? 'no violations' : `${bad} theme(s) with violations`}`,
      )
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return results.flat()
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  )

function where(result: Result): string {
  return `${result.page}${result.state ? ` (${result.state})` : ''}, ${result.theme} theme, ${result.width} px`
}

export function renderHtml(results: Result[], generatedAt: string): string {
  const failures = results.filter(failed)
  const violationCount = results.reduce((sum, result) => sum + result.violations.length, 0)
  const pages = new Set(results.map((result) => `${result.page}|${result.state ?? ''}`)).size

  const rows = results
    .map((result, index) => {
      const status = result.error ? 'Not swept' : failed(result) ? 'Fail' : 'Pass'
      const cell = failed(result) ? `<a href="#result-${index}">${status}</a>` : status
      const count = (findings?: Finding[]) =>
        findings === undefined ? '' : String(defects(findings, result.page).length)
      return `<tr${failed(result) ? ' class="fail"' : ''}><th scope="row">${escape(result.page)}</th><td>${escape(result.state ?? '')}</td><td>${result.theme}</td><td>${result.width}</td><td>${result.violations.length}</td><td>${result.passes}</td><td>${count(result.equalAccess)}</td><td>${count(result.htmlValidate)}</td><td>${cell}</td></tr>`
    })
    .join('\n')

  const details = results
    .map((result, index) => ({ result, index }))
    .filter(({ result }) => failed(result))
    .map(({ result, index }) => {
      const others = [
        ...defects(result.equalAccess ?? [], result.page),
        ...defects(result.htmlValidate ?? [], result.page),
      ]
      const otherBody = others.length
        ? `<pre>${escape(formatFindings(where(result), others))}</pre>`
        : ''
      const body = result.error
        ? `<p>This combination could not be swept: ${escape(result.error)}</p>`
        : otherBody +
          result.violations
            .map(
              (violation) => `<section aria-labelledby="v-${index}-${violation.id}">
<h4 id="v-${index}-${violation.id}"><code>${escape(violation.id)}</code> (${escape(violation.impact ?? 'impact not given')}): ${escape(violation.help)}</h4>
<p><a href="${escape(violation.helpUrl)}">How to fix ${escape(violation.id)}</a></p>
<ul>${violation.nodes.map((node) => `<li><code>${escape(node.target.join(' '))}</code><pre>${escape(node.summary)}</pre></li>`).join('')}</ul>
</section>`,
            )
            .join('\n')
      return `<section id="result-${index}" aria-labelledby="h-${index}"><h3 id="h-${index}">${escape(where(result))}</h3>\n${body}</section>`
    })
    .join('\n')

  const falsePositives = `<ul>${KNOWN_FALSE_POSITIVES.map((entry) => `<li>${escape(entry.engine)} <code>${escape(entry.rule)}</code> where the markup matches <code>${escape(String(entry.where))}</code>: ${escape(entry.reason)}</li>`).join('')}</ul>`

  const disabled =
    DISABLED_RULES.length === 0
      ? '<p>None: every rule of these tags was run.</p>'
      : `<ul>${DISABLED_RULES.map((rule) => `<li><code>${escape(rule.id)}</code>: ${escape(rule.reason)}</li>`).join('')}</ul>`

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Accessibility report: Mzansi Clearing website</title>
<style>
  :root { color-scheme: light dark; --fg: #1a1a1a; --bg: #ffffff; --line: #767676; --fail: #a4000f; --pass: #0b6b2b; --link: #1d4ed8; }
  @media (prefers-color-scheme: dark) { :root { --fg: #f2f2f2; --bg: #121212; --line: #8a8a8a; --fail: #ff9b9b; --pass: #7ee2a0; --link: #9dbbff; } }
  body { font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; padding: 1rem; max-width: 72rem; }
  a { color: var(--link); }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid var(--line); padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
  tr.fail th, tr.fail td { color: var(--fail); font-weight: 600; }
  .summary-pass { color: var(--pass); font-weight: 700; }
  .summary-fail { color: var(--fail); font-weight: 700; }
  pre { white-space: pre-wrap; margin: 0.25rem 0 0.75rem; }
  .table-wrap { overflow-x: auto; }
</style>
</head>
<body>
<header>
<h1>Accessibility report: Mzansi Clearing website</h1>
<p>Generated ${escape(generatedAt)} against the production build with axe-core, IBM Equal Access (accessibility-checker-engine, WCAG 2.2 policy) and html-validate (standard and a11y presets).</p>
</header>
<main>
<section aria-labelledby="summary">
<h2 id="summary">Summary</h2>
<p class="${failures.length === 0 ? 'summary-pass' : 'summary-fail'}">${
    failures.length === 0
      ? `No violations in ${results.length} combinations.`
      : `${failures.length} of ${results.length} combinations failed, with ${violationCount} violation(s) in all.`
  }</p>
<ul>
<li>Pages and open states: ${pages} (every route of the site except redirects, plus ${OPEN_STATES.map((state) => escape(state.name)).join(' and ')}, plus the widget gallery at <code>${GALLERY_PATH}</code> with every example loaded and with each of: ${GALLERY_OPEN_STATES.map((state) => escape(state.name)).join(', ')})</li>
<li>Themes: light and dark (set through the system colour scheme, checked on the <code>html</code> element)</li>
<li>Widths: ${VIEWPORTS.map((viewport) => `${viewport.width} px`).join(' and ')}</li>
<li>Rule tags: ${AXE_TAGS.map((tag) => `<code>${tag}</code>`).join(', ')}</li>
</ul>
<h3>Rules switched off</h3>
${disabled}
<h3>Known false positives of the other engines</h3>
${falsePositives}
<div class="table-wrap">
<table>
<caption>Every page, theme and width swept: axe's violations and passed rules, Equal Access's violations, html-validate's findings on the page's HTML (once per page), each without the known false positives</caption>
<thead><tr><th scope="col">Page</th><th scope="col">Open state</th><th scope="col">Theme</th><th scope="col">Width (px)</th><th scope="col">axe violations</th><th scope="col">axe passes</th><th scope="col">Equal Access violations</th><th scope="col">html-validate findings</th><th scope="col">Result</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>
</section>
<section aria-labelledby="details">
<h2 id="details">Details</h2>
${details || '<p>Nothing to report: no combination has a violation.</p>'}
</section>
</main>
</body>
</html>
`
}

/** The report is read by auditors, so it is held to the same rules. */
async function checkReport(browser: Browser, file: string): Promise<string[]> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(pathToFileURL(file).href)
    const { violations } = await analyze(page)
    return violations.map((violation) => `${violation.id}: ${violation.help}`)
  } finally {
    await context.close()
  }
}

/** The widget gallery with every example loaded, and each widget's open states, at both widths. */
function galleryStates(): OpenState[] {
  return VIEWPORTS.flatMap((viewport) => [
    { name: EVERY_EXAMPLE, path: GALLERY_PATH, viewport, open: galleryLoaded },
    ...GALLERY_OPEN_STATES.map((state) => ({
      name: state.name,
      // On the widget's own gallery page, as npm test sweeps it.
      path: widgetPath(state.widget),
      viewport,
      async open(page: Page) {
        await galleryLoaded(page)
        await state.open(page)
      },
    })),
  ])
}

async function main() {
  // The gallery loads its examples lazily: it is swept once they are all there, below.
  // A11Y_REPORT_ONLY=/,/contact-us narrows the report to those pages (no open states).
  const only = process.env.A11Y_REPORT_ONLY?.split(',').map((path) => path.trim())
  const paths = pagePaths().filter(
    (path) => path !== GALLERY_PATH && (only === undefined || only.includes(path)),
  )
  const jobs: Job[] = [
    ...VIEWPORTS.flatMap((viewport) => paths.map((path) => ({ path, viewport }))),
    ...(only === undefined
      ? [...OPEN_STATES, ...galleryStates()].map((state) => ({
          path: state.path,
          viewport: state.viewport,
          state,
        }))
      : []),
  ]
  const server = await startReportServer()
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    console.log(
      `Sweeping ${jobs.length} page x width combinations in light and dark at ${server.baseURL}`,
    )
    const results = await sweep(browser, server.baseURL, jobs)
    const generatedAt = new Date().toISOString()
    mkdirSync(outDir, { recursive: true })
    const summary = {
      combinations: results.length,
      withViolations: results.filter((result) => failed(result) && !result.error).length,
      notSwept: results.filter((result) => result.error !== undefined).length,
      violations: results.reduce((sum, result) => sum + result.violations.length, 0),
    }
    writeFileSync(
      join(outDir, 'results.json'),
      JSON.stringify(
        { generatedAt, tags: AXE_TAGS, disabledRules: DISABLED_RULES, summary, results },
        null,
        2,
      ),
    )
    const htmlFile = join(outDir, 'index.html')
    writeFileSync(htmlFile, renderHtml(results, generatedAt))

    const reportProblems = await checkReport(browser, htmlFile)
    console.log(
      `\nWrote ${join(outDir, 'index.html')} and results.json: ${summary.combinations} combinations swept.`,
    )
    if (reportProblems.length > 0)
      console.error(`The report page itself fails axe:\n${reportProblems.join('\n')}`)
    if (summary.withViolations + summary.notSwept > 0) console.error(`\n${formatFailures(results)}`)
    for (const result of results) {
      const others = [
        ...defects(result.equalAccess ?? [], result.page),
        ...defects(result.htmlValidate ?? [], result.page),
      ]
      if (others.length > 0) console.error(formatFindings(where(result), others))
    }
    console.log(
      `${summary.combinations - summary.withViolations - summary.notSwept} passed, ${summary.withViolations + summary.notSwept} failed`,
    )
    process.exitCode = summary.withViolations + summary.notSwept + reportProblems.length > 0 ? 1 : 0
  } finally {
    await browser.close()
    await server.close()
  }
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) await main()

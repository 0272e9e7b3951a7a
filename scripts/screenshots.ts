/**
 * npm run screenshots — every page of the site as a visitor sees it, for a review by eye before a
 * page is called done: each page at 1280 and 375 px in the light and the dark theme, against the
 * production build and the content API on seeded data. Writes PNGs and an index.html that shows
 * them side by side to reports/screenshots/.
 *
 * A whole page at 375 px is too tall to read once a viewer has scaled it to fit, so each page is
 * cut into parts of two screens' height, in order from the top (`-01`, `-02`, ...).
 *
 * Options (after `--`):
 *   --only /path,/other   only these paths (default: every page, as the axe sweep visits them,
 *                         and Not Found)
 *   --views 375-light,1280-dark
 *                         only these views (default: all four)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type Page } from '@playwright/test'
import { THEMES, VIEWPORTS, loadInTheme, type Theme, type Viewport } from '../tests/e2e/axe.ts'
import { GALLERY_PATH, galleryLoaded } from '../tests/e2e/gallery.ts'
import { pagePaths, settle } from '../tests/e2e/site.ts'
import { chromiumArgs, chromiumPath } from './chromium-path.ts'
import { startReportServer } from './report-server.ts'

const outDir = join(fileURLToPath(new URL('..', import.meta.url)), 'reports', 'screenshots')
const CONCURRENCY = 2
/** A path no route answers, to see the Not Found page. */
const NOT_FOUND_SAMPLE = '/no-such-page'

type View = { viewport: Viewport; theme: Theme; name: string }
type Shot = { path: string; view: string; files: string[] }

const ALL_VIEWS: View[] = VIEWPORTS.flatMap((viewport) =>
  THEMES.map((theme) => ({ viewport, theme, name: `${viewport.width}-${theme}` })),
)

/** A file name for a path: `/` is `home`, `/services/eft` is `services-eft`. */
export function slug(path: string): string {
  const name = path
    .replace(/[?#].*$/, '')
    .replace(/^\/+|\/+$/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
  return name === '' ? 'home' : name.toLowerCase()
}

/** Where each part of a page of this height begins and how tall it is. */
export function parts(pageHeight: number, partHeight: number): { y: number; height: number }[] {
  const result: { y: number; height: number }[] = []
  for (let y = 0; y < pageHeight; y += partHeight) {
    result.push({ y, height: Math.min(partHeight, pageHeight - y) })
  }
  return result
}

/**
 * Waits for what arrives after the page runs: lazy parts (the gallery's widget sections, the site
 * search on Not Found), API data, fonts and images, lazy ones included. Without it a shot can
 * catch a loading state or a logo not yet drawn, and the page can grow between the first part and
 * the last.
 */
async function fullyLoaded(page: Page, path: string): Promise<void> {
  if (path === GALLERY_PATH) await galleryLoaded(page)
  // A screen at a time to the end and back, as a visitor scrolls: lazy images load, and so does
  // whatever else waits to be seen. The page may grow as it goes, so the steps are capped.
  await page.evaluate(async () => {
    // No named helper inside: tsx would wrap it in __name, which the page lacks.
    for (let step = 0; step < 100; step += 1) {
      const y = step * window.innerHeight
      if (y >= document.documentElement.scrollHeight) break
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
    }
    window.scrollTo(0, 0)
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
  })
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    await document.fonts.ready
    // The shot is taken from the top, where a lazy image far below would not load: load them all.
    for (const image of Array.from(document.images)) image.loading = 'eager'
    // An image that is never shown (in a closed panel, say) may never load: wait 3 s at most.
    const pending = Array.from(document.images).filter((image) => !image.complete)
    await Promise.race([
      Promise.all(pending.map((image) => image.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ])
  })
  await settle(page)
}

async function shoot(browser: Browser, baseURL: string, path: string, view: View): Promise<Shot> {
  const { width, height } = view.viewport
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height },
    // The service worker would answer a second visit with the shell instead of the prerendered page.
    serviceWorkers: 'block',
  })
  try {
    const page = await context.newPage()
    await loadInTheme(page, path, view.theme)
    await fullyLoaded(page, path)
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
    const files: string[] = []
    for (const [index, part] of parts(pageHeight, height * 2).entries()) {
      const file = `${slug(path)}--${view.name}-${String(index + 1).padStart(2, '0')}.png`
      await page.screenshot({
        path: join(outDir, file),
        fullPage: true,
        clip: { x: 0, y: part.y, width, height: part.height },
      })
      files.push(file)
    }
    return { path, view: view.name, files }
  } finally {
    await context.close()
  }
}

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] as string,
  )

/** A page that shows every view of every page side by side. */
export function renderIndex(shots: readonly Shot[], views: readonly string[]): string {
  const paths = [...new Set(shots.map((shot) => shot.path))]
  const sections = paths.map((path) => {
    const columns = views.map((view) => {
      const shot = shots.find((candidate) => candidate.path === path && candidate.view === view)
      const images = (shot?.files ?? [])
        .map((file) => `<img src="${escape(file)}" alt="" loading="lazy">`)
        .join('')
      return `<figure><figcaption>${escape(view)}</figcaption>${images}</figure>`
    })
    return `<section><h2>${escape(path)}</h2><div class="views">${columns.join('')}</div></section>`
  })
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Screenshots of every page</title>
<style>
body { font: 16px/1.4 system-ui, sans-serif; margin: 1rem; }
.views { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; flex: none; }
figure img { display: block; max-width: 640px; }
</style>
</head>
<body>
<h1>Screenshots of every page</h1>
<p>Each page in the views ${escape(views.join(', '))}, cut into parts of two screens' height.</p>
${sections.join('\n')}
</body>
</html>
`
}

async function main() {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, views: { type: 'string' } },
  })
  const paths = values.only
    ? values.only.split(',').filter(Boolean)
    : [...pagePaths(), NOT_FOUND_SAMPLE]
  const viewNames = values.views ? values.views.split(',') : ALL_VIEWS.map((view) => view.name)
  const views = viewNames.map((name) => {
    const view = ALL_VIEWS.find((candidate) => candidate.name === name)
    if (!view) {
      const known = ALL_VIEWS.map((candidate) => candidate.name).join(', ')
      throw new Error(`Unknown view "${name}": use ${known}.`)
    }
    return view
  })

  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const server = await startReportServer()
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  const jobs = paths.flatMap((path) => views.map((view) => ({ path, view })))
  const shots: Shot[] = []
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!
      const shot = await shoot(browser, server.baseURL, job.path, job.view)
      shots.push(shot)
      console.log(
        `[${shots.length}/${jobs.length}] ${job.path} ${job.view.name}: ${shot.files.length} part(s)`,
      )
    }
  }
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  } finally {
    await browser.close()
    await server.close()
  }
  writeFileSync(join(outDir, 'index.html'), renderIndex(shots, viewNames))
  console.log(`Wrote ${join(outDir, 'index.html')}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}

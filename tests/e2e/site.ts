import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { pageTitle } from '../../src/lib/page-title.ts'
import { routeTitlesFrom } from '../../scripts/route-facts-plugin.ts'
import { matchesRoute } from '../../server/static.ts'
import { LIMITS } from './limits.ts'

export const PRODUCT_NAME = 'Mzansi Clearing'

/** The build under test: ./dist, or DIST_DIR when set (the e2e server serves the same folder). */
const routesFile = process.env.DIST_DIR
  ? join(process.env.DIST_DIR, 'routes.json')
  : fileURLToPath(new URL('../../dist/routes.json', import.meta.url))

/** Every route path of the build, as `dist/routes.json` lists them. */
export function routePaths(): string[] {
  if (!existsSync(routesFile)) {
    throw new Error(`${routesFile} is missing: run "npm run build" first.`)
  }
  return JSON.parse(readFileSync(routesFile, 'utf8')) as string[]
}

/**
 * Routes whose page ends on another URL, and where it ends with the default configuration
 * (`src/content/site.ts`; a `VITE_LINK_*` variable at build time changes the configurable ones).
 * A full URL is a redirect out of the site.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/about-us/careers': '/about-us/career',
  '/branch-locator': '/branch-search',
  '/blog-redirect': '/blog',
  '/content-hub': '/blog',
  '/annual-business-report': 'https://www.mzansiclearing.example/annual-business-report',
}

/** Values for dynamic segments (`$slug`), so that every route can be visited. */
const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  slug: 'payshap-and-real-time-clearing',
}

/** A visitable path for a route: each `$name` segment replaced by a sample value. */
export function samplePath(route: string): string {
  return route.replace(
    /\$(\w*)/g,
    (_, name: string) => SAMPLE_VALUES[name] ?? `sample-${name || 'path'}`,
  )
}

/** The paths robots.txt disallows and the sitemap leaves out (routes marked `noindex`). */
export function noindexPaths(): string[] {
  const file = join(dirname(routesFile), 'indexing.json')
  return (JSON.parse(readFileSync(file, 'utf8')) as { disallow: string[] }).disallow
}

/** The routes the build prerenders: every route without a `$param`, except the redirects. */
export function prerenderedPaths(): string[] {
  return routePaths().filter((route) => !route.includes('$') && !(route in REDIRECTS))
}

/** The visitable path of every route that shows its own page (redirects left out). */
export function pagePaths(): string[] {
  return routePaths()
    .filter((route) => !(route in REDIRECTS))
    .map(samplePath)
}

/** The titles the route files declare, by path: a page's name in its browser title. */
let routeTitles: Map<string, string> | undefined

export function expectedTitle(path: string): string {
  routeTitles ??= routeTitlesFrom()
  const titles = routeTitles
  return pageTitle(path, PRODUCT_NAME, (at) => titles.get(at))
}

/** Every service page's path, from the route files (`/services/<name>`), sorted. */
export function servicePaths(): string[] {
  routeTitles ??= routeTitlesFrom()
  return [...routeTitles.keys()].filter((path) => /^\/services\/[^/]+$/.test(path)).sort()
}

/** Whether a path (query and hash ignored) is a page of the app rather than a file or an API. */
export function isRoutePath(path: string): boolean {
  const pathname = new URL(path, 'http://localhost').pathname
  const segments = pathname.split('/').slice(1)
  while (segments.length > 0 && segments.at(-1) === '') segments.pop()
  return routePaths().some((route) => matchesRoute(route, segments))
}

/** Collects console errors and uncaught page errors for a page from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
  return errors
}

/**
 * Waits until the app runs the page (a prerendered page is plain HTML before), its h1 is shown
 * and its CSS animations and transitions have finished. It does not scroll: the parts that load
 * only when the visitor nears them (the footer's documents, the home page's teasers and articles)
 * show their placeholders until a test calls `lookDownThePage` or scrolls to them.
 */
export async function pageReady(page: Page): Promise<void> {
  await appReady(page)
  await settle(page)
}

/** Waits until the app runs the page and its h1 is shown, without scrolling. */
export async function appReady(page: Page): Promise<void> {
  // waitFor rather than expect: the a11y report uses this outside the test runner.
  await page
    .locator('html[data-app-ready]')
    .waitFor({ state: 'attached', timeout: LIMITS.appReady })
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: LIMITS.appReady })
}

/**
 * Scrolls down the page a screen at a time, letting each screen render, and back to where it was.
 */
export async function lookDownThePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
    const { scrollX, scrollY } = window
    const step = Math.max(200, window.innerHeight)
    for (let top = step; top < document.documentElement.scrollHeight; top += step) {
      window.scrollTo({ left: scrollX, top, behavior: 'instant' })
      await frame()
      await frame()
    }
    window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' })
    await frame()
  })
}

/** Waits (at most two seconds) for running animations and transitions to finish. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async (settleLimit) => {
    await document.fonts.ready
    const finished = Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    )
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, settleLimit))])
  }, LIMITS.settle)
}

/** Makes the document at least three screens tall, so that scrolling is possible on any page. */
export async function makePageLong(page: Page): Promise<void> {
  await page.addStyleTag({ content: '#main { min-height: 300vh !important; }' })
}

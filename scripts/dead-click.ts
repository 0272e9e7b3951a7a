/**
 * The dead-click window: how long after its first paint a page's Menu and site search first do
 * something when tapped, and how long until the app has taken the page over, on a phone-sized
 * window under real throttling in Chromium (not simulated): Lighthouse's mobile profile, a 4×
 * slower CPU, 150 ms round trips, 1.6 Mbps down and 750 kbps up.
 *
 * Lighthouse does not score this window; a visitor feels it as a button that does nothing.
 */
import type { Browser, Page } from '@playwright/test'

/** Lighthouse's mobile profile, applied for real through the DevTools protocol. */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const

/** The page is hydrated at most this long after its first paint. */
export const MAX_READY_AFTER_PAINT_MS = 3000
/** A tap that does nothing is tried again this much later. */
const RETAP_MS = 250
/** A measurement gives up after this long (a control that never works). */
const GIVE_UP_MS = 30_000

export type DeadClickRun = {
  /** First contentful paint, from the start of the navigation. */
  firstPaintMs: number
  /** From first paint to the first tap on Menu that opened it (0: the tap at first paint). */
  menuMs: number
  /** From first paint to the first tap on Search that opened a search (box or page). */
  searchMs: number
  /** From first paint to `data-app-ready`. */
  readyMs: number
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
}

/** Records, in the page's own clock, when the app marks the page as ready. */
function recordReady() {
  // The document has no root element yet when this runs: watch the whole document.
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-app-ready')) return
    Object.assign(window, { appReadyAt: performance.now() })
    observer.disconnect()
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] })
}

/** Loads `url` throttled and returns its first paint, in the page's clock. */
async function loadToFirstPaint(page: Page, url: string): Promise<number> {
  await throttle(page)
  await page.goto(url, { waitUntil: 'commit' })
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    null,
    { polling: 'raf', timeout: GIVE_UP_MS },
  )
  return (await handle.jsonValue()) as number
}

/**
 * Taps the control `target` finds from first paint on, until `worked` holds within RETAP_MS of a
 * tap. The window is 0 when the first tap, made as soon as the page is painted, worked; else it
 * runs from the first paint to the tap that worked.
 */
async function deadWindow(
  page: Page,
  firstPaint: number,
  target: string,
  worked: () => Promise<boolean>,
): Promise<number> {
  for (let tap = 1; ; tap += 1) {
    const box = await page.locator(target).first().boundingBox()
    const tappedAt = await page.evaluate(() => performance.now())
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    const deadline = Date.now() + RETAP_MS
    do {
      // A tap may start a navigation (a form without its script), which a check can meet.
      if (await worked().catch(() => false)) return tap === 1 ? 0 : tappedAt - firstPaint
    } while (Date.now() < deadline)
    if (tappedAt - firstPaint > GIVE_UP_MS) throw new Error(`${target} never worked`)
  }
}

/** One run of the three measurements on `path` (each on a fresh page: a tap changes the page). */
export async function measureDeadClicks(
  browser: Browser,
  baseURL: string,
  path: string,
): Promise<DeadClickRun> {
  const open = async () => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 800 },
      serviceWorkers: 'block',
    })
    await context.addInitScript(recordReady)
    return { context, page: await context.newPage() }
  }

  const menu = await open()
  const firstPaintMs = await loadToFirstPaint(menu.page, path)
  const menuMs = await deadWindow(menu.page, firstPaintMs, 'header >> text=Menu', () =>
    menu.page.getByRole('link', { name: 'Electronic Funds Transfer (EFT)' }).first().isVisible(),
  )
  const readyAt = (await (
    await menu.page.waitForFunction(() => (window as { appReadyAt?: number }).appReadyAt, null, {
      timeout: GIVE_UP_MS,
    })
  ).jsonValue()) as number
  await menu.context.close()

  const search = await open()
  // Without its script, a tap on Search puts the focus in the header's search field.
  let searchPageAsked = false
  search.page.on('request', (request) => {
    const asked = new URL(request.url())
    if (request.isNavigationRequest() && asked.pathname === '/search') searchPageAsked = true
  })
  const searchPaint = await loadToFirstPaint(search.page, path)
  const searchMs = await deadWindow(
    search.page,
    searchPaint,
    'header [data-slot="site-search-open"]',
    async () =>
      searchPageAsked ||
      (await search.page.getByRole('combobox', { name: 'Search the site' }).isVisible()) ||
      (await search.page
        .locator('header [data-slot="site-search-served-input"]:focus')
        .isVisible()),
  )
  await search.context.close()

  return {
    firstPaintMs,
    menuMs,
    searchMs,
    readyMs: readyAt - firstPaintMs,
  }
}

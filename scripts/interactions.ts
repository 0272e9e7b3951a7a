/**
 * How quickly the site answers a tap or a key once it has hydrated: the main interactions
 * (Menu, the Services panel, typing in the site search, the index page's toggles, a Content Hub
 * chip, the branch locator's selects and pager), each on a fresh page with Chromium's CPU slowed
 * 4× (as Lighthouse's mobile profile does), through real input, so that the browser's own Event
 * Timing reports them as it would a visitor's. The figure per run is the longest Event Timing
 * entry of the interaction (what INP counts for it), and the target is 100 ms, what feels
 * instant; INP calls 200 ms good.
 *
 * A benchmark for `npm run perf:report`, not a timed test: its figures depend on the machine.
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium-path.ts'
import { THROTTLING } from './dead-click.ts'

/** The longest Event Timing entry of an interaction, ms, on target. */
export const INTERACTION_TARGET_MS = 100
/** Event Timing reports nothing shorter (the smallest threshold it takes). */
const DURATION_THRESHOLD_MS = 16
/** A wait gives up after this long: the page never showed what the interaction should have. */
const GIVE_UP_MS = 30_000

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 800 }

/** What the page's observer keeps of an Event Timing entry. */
export type EventEntry = {
  /** The event's type: pointerdown, click, keydown, input, ... */
  name: string
  startTime: number
  duration: number
  /** Above 0 for the events that make up a visitor's tap or key press. */
  interactionId: number
}

/** The events of a tap or a key press; the hover and focus events around them are not counted. */
const INTERACTION_EVENTS = new Set([
  'pointerdown',
  'pointerup',
  'click',
  'keydown',
  'keyup',
  'input',
])

/**
 * The longest entry that belongs to the interaction started at `since` (page clock), or
 * undefined when every part of it took less than Event Timing's 16 ms threshold.
 */
export function longestEntry(
  entries: readonly EventEntry[],
  since: number,
): EventEntry | undefined {
  let longest: EventEntry | undefined
  for (const entry of entries) {
    if (entry.startTime < since) continue
    if (entry.interactionId <= 0 && !INTERACTION_EVENTS.has(entry.name)) continue
    if (!longest || entry.duration > longest.duration) longest = entry
  }
  return longest
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** One run of one interaction: its longest entry (0 ms and no event when under 16 ms). */
export type InteractionRun = { durationMs: number; event?: string }

export type InteractionRow = {
  name: string
  path: string
  width: number
  runs: InteractionRun[]
  medianMs: number
  onTarget: boolean
}

export function interactionRow(
  interaction: Pick<Interaction, 'name' | 'path' | 'viewport'>,
  runs: InteractionRun[],
): InteractionRow {
  const medianMs = median(runs.map((run) => run.durationMs))
  return {
    name: interaction.name,
    path: interaction.path,
    width: interaction.viewport.width,
    runs,
    medianMs,
    onTarget: medianMs <= INTERACTION_TARGET_MS,
  }
}

const milliseconds = (ms: number) =>
  ms === 0 ? `under ${DURATION_THRESHOLD_MS} ms` : `${Math.round(ms)} ms`

/** The Markdown table of the interactions, one row each. */
export function interactionTable(rows: readonly InteractionRow[]): string {
  return [
    `| Interaction | Page | Longest Event Timing entry, per run | Median | Target | On target |`,
    '|---|---|---|---:|---:|---|',
    ...rows.map((row) => {
      const runs = row.runs
        .map((run) =>
          run.event
            ? `${milliseconds(run.durationMs)} (${run.event})`
            : milliseconds(run.durationMs),
        )
        .join(', ')
      return `| ${row.name} | \`${row.path}\` at ${row.width} px | ${runs} | ${milliseconds(row.medianMs)} | ${INTERACTION_TARGET_MS} ms | ${row.onTarget ? 'yes' : 'no'} |`
    }),
  ].join('\n')
}

export type Interaction = {
  name: string
  path: string
  viewport: { width: number; height: number }
  /** Waits until the page, hydrated, shows what the interaction starts from; unmeasured. */
  before?: (page: Page) => Promise<void>
  /** The visitor's taps or keys; measured. What it gives (an option's label) goes to `after`. */
  perform: (page: Page) => Promise<string | void>
  /** Waits until the page shows the interaction's outcome. */
  after: (page: Page, chosen: string) => Promise<void>
}

const waitFor = { timeout: GIVE_UP_MS }

/** A desktop menu section's summary (a `details` per section, which works before the script). */
const sectionSummary = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .locator('summary')
    .filter({ hasText: new RegExp(`^${name}$`) })

const searchStatus = (page: Page) =>
  page.locator('[data-slot="site-search"] p[role="status"]').filter({ hasText: /^\d+ results?$/ })

/** The chart's data table (hidden behind its toggle) holds `count` months. */
async function indexTableRows(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (count) => document.querySelectorAll('figure table tbody tr').length === count,
    count,
    waitFor,
  )
}

const BRANCH_CARDS = 'section[aria-labelledby="branch-results-heading"] article'
const branchCards = (page: Page) => page.locator(BRANCH_CARDS)

/** Every text of `selector` holds `text`: the list shows the new choice, not the old one. */
const everyShows = (page: Page, selector: string, text: string) =>
  page.waitForFunction(
    ({ selector, text }) => {
      const shown = Array.from(document.querySelectorAll(selector)).map(
        (element) => element.textContent,
      )
      return shown.length > 0 && shown.every((content) => content?.includes(text))
    },
    { selector, text },
    waitFor,
  )

/**
 * Picks the option after the current one in the native select labelled `label`, with the
 * keyboard. At a phone's width the branch locator's selects are the browser's own: a tap opens
 * the system picker, which Playwright cannot drive, while Down on the focused select changes its
 * value at once (Chromium on Linux and Windows), with the same change event and the same work
 * behind it, as a trusted key press that Event Timing reports.
 */
async function pickNextOption(page: Page, label: string): Promise<string> {
  const select = page.getByRole('combobox', { name: label })
  const next = await select.evaluate(
    (element: HTMLSelectElement) => element.options[element.selectedIndex + 1]?.label ?? '',
  )
  if (!next) throw new Error(`The ${label} select has no option after its current one`)
  await select.focus()
  await page.keyboard.press('ArrowDown')
  return next
}

const INDEX_PAGE = '/data-insights/indices/economic-index'

/** A branch locator select (its label, the search param it sets): the next option, by key. */
const branchSelect = (param: 'bank' | 'province', label: string): Interaction => ({
  name: `The branch locator’s ${param} select`,
  path: '/branch-search',
  viewport: PHONE,
  before: (page) => branchCards(page).first().waitFor(waitFor),
  perform: (page) => pickNextOption(page, label),
  after: async (page, chosen) => {
    await page.waitForURL(new RegExp(`[?&]${param}=`), waitFor)
    await everyShows(page, BRANCH_CARDS, chosen)
  },
})

/** The interactions of issue 44, in the order of the report. */
export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'Menu',
    path: '/',
    viewport: PHONE,
    perform: (page) =>
      page
        .locator('summary')
        .filter({ hasText: /^Menu$/ })
        .click(),
    after: (page) => page.getByRole('dialog', { name: 'Menu' }).waitFor(waitFor),
  },
  {
    name: 'The Services panel',
    path: '/',
    viewport: DESKTOP,
    perform: (page) => sectionSummary(page, 'Services').click(),
    after: (page) =>
      sectionSummary(page, 'Services')
        .locator('xpath=following-sibling::div[1]')
        .getByRole('link')
        .first()
        .waitFor(waitFor),
  },
  {
    name: 'Typing "debit" in the site search',
    path: '/',
    viewport: PHONE,
    before: async (page) => {
      await page.getByRole('button', { name: 'Search the site' }).click()
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-label') === 'Search the site',
        null,
        waitFor,
      )
    },
    perform: async (page) => {
      // Key by key, each once the field shows it (as a person types, about a frame apart or
      // more), not all five in one task, which would measure keys queued behind each other.
      let typed = ''
      for (const key of 'debit') {
        await page.keyboard.type(key)
        typed += key
        await page.waitForFunction(
          (typed) => (document.activeElement as HTMLInputElement | null)?.value === typed,
          typed,
          { ...waitFor, polling: 'raf' },
        )
      }
    },
    // The count shows once the search has settled on the whole word.
    after: async (page) => {
      await searchStatus(page).waitFor({ ...waitFor, state: 'attached' })
      await page
        .locator('[data-slot="site-search-results"] [role="option"]')
        .first()
        .waitFor(waitFor)
    },
  },
  {
    name: 'The index period toggle (1 year)',
    path: INDEX_PAGE,
    viewport: PHONE,
    before: (page) => indexTableRows(page, 60),
    perform: (page) => page.getByRole('radio', { name: '1 year' }).click(),
    after: async (page) => {
      await page.waitForURL(/[?&]range=1y\b/, waitFor)
      await indexTableRows(page, 12)
    },
  },
  {
    name: 'The index view toggle (change on a year earlier)',
    path: INDEX_PAGE,
    viewport: PHONE,
    before: (page) => indexTableRows(page, 60),
    perform: (page) => page.getByRole('radio', { name: 'Change on a year earlier' }).click(),
    after: async (page) => {
      await page.waitForURL(/[?&]view=change\b/, waitFor)
      await page
        .locator('[data-slot="line-chart-title"]')
        .filter({ hasText: 'Change on a year earlier' })
        .waitFor(waitFor)
    },
  },
  {
    name: 'A Content Hub category chip',
    path: '/blog',
    viewport: PHONE,
    before: (page) => page.locator('[data-slot="article-card"]').first().waitFor(waitFor),
    perform: (page) =>
      page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: /Data insights/ })
        .click(),
    after: async (page) => {
      await page.waitForURL(/[?&]category=data-insights\b/, waitFor)
      await everyShows(page, '[data-slot="article-card"]', 'Data insights')
    },
  },
  branchSelect('bank', 'Bank'),
  branchSelect('province', 'Province'),
  {
    name: 'The branch locator’s pager (page 2)',
    path: '/branch-search',
    viewport: PHONE,
    before: (page) => branchCards(page).first().waitFor(waitFor),
    perform: (page) =>
      page
        .getByRole('navigation', { name: 'Branch pages' })
        .getByRole('link', { name: 'Page 2' })
        .click(),
    after: async (page) => {
      await page.waitForURL(/[?&]page=2\b/, waitFor)
      await page.getByText(/page 2 of \d+/).waitFor(waitFor)
    },
  },
]

/** Keeps every Event Timing entry of 16 ms or more in `window.eventEntries`; runs in the page. */
function collectEventEntries(threshold: number) {
  const entries: EventEntry[] = []
  Object.assign(window, { eventEntries: entries })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      entries.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId ?? 0,
      })
    }
  }).observe({
    type: 'event',
    durationThreshold: threshold,
    buffered: true,
  } as PerformanceObserverInit)
}

/**
 * The entries the page's observer has heard of once the browser has delivered every entry it
 * owes: an entry is reported after the frame that follows its event has been presented, and
 * observers hear of entries in a task of their own. So: two frames, then a mark whose own
 * observer hears of it in the same delivery as entries queued before it or a later one; again,
 * until a round brings nothing new. Runs in the page.
 */
async function deliveredEntries(): Promise<EventEntry[]> {
  // No named functions in here: tsx names them through a helper that the page does not have.
  const entries = (window as unknown as { eventEntries: EventEntry[] }).eventEntries
  let seen = -1
  while (entries.length !== seen) {
    seen = entries.length
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    await new Promise<void>((resolve) => {
      const observer = new PerformanceObserver(() => {
        observer.disconnect()
        resolve()
      })
      observer.observe({ type: 'mark' })
      performance.mark('interaction-entries-delivered')
    })
  }
  return entries
}

/** One run of `interaction` on a fresh page (cold cache, as a visitor's first time). */
async function measureOnce(
  browser: Browser,
  baseURL: string,
  interaction: Interaction,
): Promise<InteractionRun> {
  const context = await browser.newContext({
    baseURL,
    viewport: interaction.viewport,
    serviceWorkers: 'block',
  })
  try {
    const page = await context.newPage()
    await page.goto(interaction.path)
    // The app marks the page once it has hydrated (the e2e tests wait on the same attribute).
    await page.locator('html[data-app-ready]').waitFor({ ...waitFor, state: 'attached' })
    await interaction.before?.(page)
    await page.evaluate(collectEventEntries, DURATION_THRESHOLD_MS)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
    const since = await page.evaluate(() => performance.now())
    const chosen = await interaction.perform(page)
    // The interaction's own entries are in before `after` polls the page: a locator's polling
    // runs on the page's main thread (role queries over the whole page, 4× slower), and between
    // the event and the next paint it lengthened the very entry measured, by work no visitor's
    // browser does.
    await page.evaluate(deliveredEntries)
    await interaction.after(page, chosen ?? '')
    const longest = longestEntry(await page.evaluate(deliveredEntries), since)
    return longest ? { durationMs: longest.duration, event: longest.name } : { durationMs: 0 }
  } catch (error) {
    throw new Error(`${interaction.name} (${interaction.path}): ${String(error)}`, { cause: error })
  } finally {
    await context.close()
  }
}

/**
 * Measures each interaction `runs` times and gives its row: the longest entry per run and their
 * median. The runs take turns (every interaction once, then again), so that whatever else the
 * machine does falls on all of them alike. A browser passed in is used and left open; else one
 * is launched with the project's settings and closed.
 */
export async function measureInteractions(
  baseURL: string,
  runs: number,
  {
    browser,
    interactions = INTERACTIONS,
  }: { browser?: Browser; interactions?: readonly Interaction[] } = {},
): Promise<InteractionRow[]> {
  const own =
    browser ?? (await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs }))
  try {
    const measured = interactions.map(() => [] as InteractionRun[])
    for (let run = 0; run < runs; run += 1) {
      for (const [index, interaction] of interactions.entries()) {
        measured[index]!.push(await measureOnce(own, baseURL, interaction))
      }
    }
    return interactions.map((interaction, index) => interactionRow(interaction, measured[index]!))
  } finally {
    if (!browser) await own.close()
  }
}

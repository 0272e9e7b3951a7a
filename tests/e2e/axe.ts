import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { FORCED_SAMPLE, TOAST_SAMPLE, previewNotification } from './notifications.ts'
import { pageReady, settle } from './site.ts'
import { LIMITS } from './limits.ts'

/** The standards the site is held to (DESIGN.md, "Tests and reports"). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** Rules switched off, each with its reason; the report prints them. Keep this empty if at all possible. */
export const DISABLED_RULES: readonly { id: string; reason: string }[] = []

export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
] as const
export type Viewport = (typeof VIEWPORTS)[number]
const [DESKTOP, MOBILE] = VIEWPORTS

/** A state of the shell that is only there after an interaction, swept as a page of its own. */
export type OpenState = {
  name: string
  path: string
  viewport: Viewport
  open: (page: Page) => Promise<void>
}

/** The site search expanded, with results showing. */
async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search the site' }).click()
  const input = page.getByRole('combobox', { name: 'Search the site' })
  await input.waitFor({ timeout: LIMITS.expect })
  await input.fill('card')
  await page
    .locator('[data-slot="site-search-results"] [role="option"]')
    .nth(1)
    .waitFor({ timeout: LIMITS.expect })
}

/** This browser is given a notification of its own (an editor's preview), then the page reloads. */
async function showNotification(page: Page, forced: boolean) {
  await previewNotification(page, forced ? FORCED_SAMPLE : TOAST_SAMPLE)
  await page.reload()
  await pageReady(page)
  const shown = forced ? page.getByRole('dialog') : page.locator('[data-slot="toast"]')
  await shown.first().waitFor({ state: 'visible', timeout: LIMITS.expect })
}

const siteWideStates = (viewport: Viewport): OpenState[] => [
  { name: 'site search open with results', path: '/', viewport, open: openSearch },
  {
    name: 'forced notification overlay',
    path: '/',
    viewport,
    open: (page) => showNotification(page, true),
  },
  {
    name: 'notification toast',
    path: '/',
    viewport,
    open: (page) => showNotification(page, false),
  },
]

export const OPEN_STATES: readonly OpenState[] = [
  ...siteWideStates(DESKTOP),
  ...siteWideStates(MOBILE),
  {
    name: 'Services dropdown open',
    path: '/',
    viewport: DESKTOP,
    async open(page) {
      // Each section is a details: Playwright gives its summary no button role.
      const trigger = page
        .locator('nav[aria-label="Main"] summary')
        .filter({ hasText: /^Services$/ })
      await trigger.click()
      await page
        .locator('nav[aria-label="Main"] details[open] [data-state="open"]')
        .first()
        .waitFor({ timeout: LIMITS.expect })
    },
  },
  {
    name: 'mobile menu open, Services expanded',
    path: '/',
    viewport: MOBILE,
    async open(page) {
      await page
        .locator('summary')
        .filter({ hasText: /^Menu$/ })
        .click()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await menu.waitFor({ state: 'visible', timeout: LIMITS.expect })
      await menu.getByRole('button', { name: 'Services', exact: true }).click()
    },
  },
]

export type ViolationReport = {
  id: string
  impact: string | null
  help: string
  helpUrl: string
  nodes: { target: string[]; summary: string }[]
}

export type ScanResult = {
  page: string
  state: string | null
  theme: Theme
  width: number
  violations: ViolationReport[]
  passes: number
  /** Set when the page could not be swept as asked (it did not load, or showed the wrong theme). */
  error?: string
}

/** Loads a path with the system colour scheme set to `theme`, and checks the site followed it. */
export async function loadInTheme(page: Page, path: string, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme })
  await page.goto(path)
  await pageReady(page)
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
  if (dark !== (theme === 'dark')) {
    throw new Error(
      `${path}: the system scheme is ${theme} but html ${dark ? 'has' : 'lacks'} the class "dark".`,
    )
  }
}

/**
 * Switches the system colour scheme of a loaded page and waits for the site to follow it, as it
 * does for a visitor who has not chosen a theme (no reload: a second load costs seconds a page).
 */
export async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme })
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    theme === 'dark',
    { timeout: LIMITS.expect },
  )
  await settle(page)
}

/**
 * Axe with the site's tags and switched-off rules. Legacy mode runs `axe.run` in the page itself;
 * the default opens a blank page for every run to merge the frames' results, which made each run
 * about three times slower (4-5 s against 1.3-2 s a page, the same results) on a site without frames.
 */
export function axeBuilder(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true)
  return DISABLED_RULES.length > 0
    ? builder.disableRules(DISABLED_RULES.map((rule) => rule.id))
    : builder
}

/** Runs axe on the page as it stands, or only on the parts that `include` selects. */
export async function analyze(
  page: Page,
  include: readonly string[] = [],
): Promise<{ violations: ViolationReport[]; passes: number }> {
  await settle(page)
  let builder = axeBuilder(page)
  for (const selector of include) builder = builder.include(selector)
  const results = await builder.analyze()
  return {
    violations: results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map((selector) =>
          typeof selector === 'string' ? selector : selector.join(' >> '),
        ),
        summary: node.failureSummary ?? '',
      })),
    })),
    passes: results.passes.length,
  }
}

/**
 * Sweeps one path at one viewport in every theme, reusing the page: a plain page is loaded once
 * and switched to the next theme; an open state is loaded and opened again in each theme.
 */
export async function sweepPath(
  page: Page,
  path: string,
  viewport: Viewport,
  state?: OpenState,
): Promise<ScanResult[]> {
  await page.setViewportSize({ width: viewport.width, height: viewport.height })
  const results: ScanResult[] = []
  for (const theme of THEMES) {
    const base = { page: path, state: state?.name ?? null, theme, width: viewport.width }
    try {
      if (state || theme === THEMES[0]) await loadInTheme(page, path, theme)
      else await showTheme(page, theme)
      if (state) await state.open(page)
      results.push({ ...base, ...(await analyze(page)) })
    } catch (error) {
      results.push({
        ...base,
        violations: [],
        passes: 0,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }
  return results
}

export function failed(result: ScanResult): boolean {
  return result.violations.length > 0 || result.error !== undefined
}

/** A readable account of what failed: each violation's id, help and targets. */
export function formatFailures(results: readonly ScanResult[]): string {
  return results
    .filter(failed)
    .map((result) => {
      const where = `${result.page}${result.state ? ` (${result.state})` : ''}, ${result.theme}, ${result.width}px`
      if (result.error) return `${where}: ${result.error}`
      const lines = result.violations.flatMap((violation) => [
        `  ${violation.id} [${violation.impact ?? 'n/a'}]: ${violation.help}`,
        ...violation.nodes.map((node) => `    ${node.target.join(' ')}`),
      ])
      return [`${where}:`, ...lines].join('\n')
    })
    .join('\n')
}

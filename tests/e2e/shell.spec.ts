import { expect, test, type Locator, type Page } from './test'
import { expectedTitle, isRoutePath, makePageLong, pageReady } from './site.ts'

const SECTIONS = ['Services', 'Data Analytics and Insights', 'About Us'] as const
const DESKTOP = { width: 1280, height: 800 }
const MOBILE = { width: 375, height: 812 }

/** The element an `aria-controls` attribute names (React ids hold colons, so no `#id` selector). */
async function controlled(page: Page, trigger: Locator): Promise<Locator> {
  const id = await trigger.getAttribute('aria-controls')
  expect(id, 'the trigger names its panel with aria-controls').toBeTruthy()
  return page.locator(`[id="${id}"]`)
}

/**
 * A desktop menu section's summary (a `details` per section, so the menu works before and without
 * JavaScript; Playwright gives a summary no button role).
 */
function sectionSummary(page: Page, name: string): Locator {
  return page
    .getByRole('navigation', { name: 'Main' })
    .locator('summary')
    .filter({ hasText: new RegExp(`^${name}$`) })
}

/** Whether a section is open: its `details` (which the browser exposes as expanded). */
async function expectSectionOpen(summary: Locator, expanded: boolean) {
  await expect(summary.locator('xpath=..')).toHaveJSProperty('open', expanded)
  await expect(summary).toHaveAttribute('data-state', expanded ? 'open' : 'closed')
}

/** The panel a section's summary shows. */
function sectionPanel(summary: Locator): Locator {
  return summary.locator('xpath=following-sibling::div[1]')
}

/** The Menu below 880 px: a `details` whose summary opens the menu dialog once the app runs. */
function menuSummary(page: Page): Locator {
  return page.locator('summary').filter({ hasText: /^Menu$/ })
}

async function isFocusedWithin(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement))
}

/** The path of the first link inside `scope` that goes to another page of the app. */
async function internalLinkTo(
  scope: Locator,
  currentPath: string,
): Promise<{ link: Locator; path: string }> {
  // Document links are left out: they become the document's download once the API answers.
  const links = scope.locator(
    'a[href^="/"]:not([target="_blank"]):not([download]):not([data-document-link])',
  )
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  )
  const index = hrefs.findIndex(
    (href) => isRoutePath(href) && new URL(href, 'http://x').pathname !== currentPath,
  )
  expect(index, 'a link to another page of the site').toBeGreaterThanOrEqual(0)
  return { link: links.nth(index), path: new URL(hrefs[index] as string, 'http://x').pathname }
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await pageReady(page)
}

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP })

  test('the skip link is the first Tab stop and moves focus to main', async ({ page }) => {
    await open(page, '/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await expect(skip).toHaveAttribute('href', '#main')
    await page.keyboard.press('Enter')
    await expect.poll(() => isFocusedWithin(page.locator('main#main'))).toBe(true)
  })

  test('the page has header, main navigation, main and footer landmarks', async ({ page }) => {
    await open(page, '/')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('main')).toHaveAttribute('id', 'main')
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  for (const name of SECTIONS) {
    test(`the ${name} dropdown opens on hover`, async ({ page }) => {
      await open(page, '/')
      const trigger = sectionSummary(page, name)
      await expectSectionOpen(trigger, false)
      await trigger.hover()
      await expectSectionOpen(trigger, true)
      const panel = sectionPanel(trigger)
      await expect(panel).toBeVisible()
      await expect(panel.getByRole('link').first()).toBeVisible()
    })
  }

  test('a dropdown opens on click and on Space, and closes on Escape', async ({ page }) => {
    await open(page, '/')
    const trigger = sectionSummary(page, 'About Us')
    await trigger.click()
    await expectSectionOpen(trigger, true)
    await page.keyboard.press('Escape')
    await expectSectionOpen(trigger, false)
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Space')
    await expectSectionOpen(trigger, true)
    await expect(sectionPanel(trigger)).toBeVisible()
  })

  test('a dropdown works from the keyboard: Tab to it, Enter opens, links reachable, Escape returns focus', async ({
    page,
  }) => {
    await open(page, '/')
    const trigger = sectionSummary(page, 'Services')
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab')
      if (await trigger.evaluate((element) => element === document.activeElement)) break
    }
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Enter')
    await expectSectionOpen(trigger, true)

    const panel = sectionPanel(trigger)
    const linkCount = await panel.getByRole('link').count()
    expect(linkCount).toBeGreaterThan(0)
    for (let link = 0; link < linkCount; link += 1) {
      await page.keyboard.press('Tab')
      expect(
        await isFocusedWithin(panel),
        `Tab stop ${link + 1} of ${linkCount} is in the panel`,
      ).toBe(true)
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A')
    }

    await page.keyboard.press('Escape')
    await expectSectionOpen(trigger, false)
    await expect(trigger).toBeFocused()
    await expect(panel).toBeHidden()
  })

  test('the current page is marked with aria-current="page" in the menu', async ({ page }) => {
    await open(page, '/services/eft')
    const trigger = sectionSummary(page, 'Services')
    await trigger.click()
    const panel = sectionPanel(trigger)
    await expect(panel.locator('a[href="/services/eft"]')).toHaveAttribute('aria-current', 'page')
    await expect(panel.locator('a[aria-current="page"]')).toHaveCount(1)
  })

  test('the theme switch follows the system, toggles html.dark and persists across a reload', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await open(page, '/')
    const html = page.locator('html')
    const toggle = page.getByRole('button', { name: 'Dark theme' })
    await expect(html).not.toHaveClass(/\bdark\b/)
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')

    await toggle.click()
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    await page.reload()
    await pageReady(page)
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')

    await toggle.click()
    await expect(html).not.toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    await pageReady(page)
    await expect(html, 'the stored choice beats the system preference').not.toHaveClass(/\bdark\b/)
  })

  test('with no stored choice a dark system gets the dark theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await open(page, '/')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('the footer shows this year in the copyright line', async ({ page }) => {
    await open(page, '/')
    const year = new Date().getFullYear()
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${year} Mzansi Clearing. All rights reserved.`,
    )
  })

  test('after a client-side navigation focus is on the new h1 and the title is announced', async ({
    page,
  }) => {
    await open(page, '/')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const { link, path } = await internalLinkTo(page.getByRole('contentinfo'), '/')
    await link.click()
    await expect(page).toHaveURL((url) => url.pathname === path)
    expect(
      await page.evaluate(() => 'sameDocument' in window),
      'the navigation stayed in the app',
    ).toBe(true)
    await expect(page.locator('main h1').first()).toBeFocused()
    const title = expectedTitle(path)
    await expect(page).toHaveTitle(title)
    const announcer = page.locator('[data-route-announcer]')
    await expect(announcer).toContainText(title)
    expect(
      (await announcer.getAttribute('aria-live')) === 'polite' ||
        (await announcer.getAttribute('role')) === 'status',
      'the announcer is a polite live region',
    ).toBe(true)
  })
})

test.describe('at 375 px', () => {
  test.use({ viewport: MOBILE })

  async function openMenu(page: Page) {
    await menuSummary(page).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    return menu
  }

  test('the page has header, main and footer landmarks and a Menu summary', async ({ page }) => {
    await open(page, '/')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('main')).toHaveAttribute('id', 'main')
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(menuSummary(page)).toBeVisible()
    // The quick links share one line (the search button sits beside them, never wrapped).
    const bar = page.getByRole('navigation', { name: 'Quick links' })
    const tops = await bar
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)))
    expect(tops).toHaveLength(3)
    expect(new Set(tops).size).toBe(1)
  })

  test('the Menu opens a dialog with one accordion group open at a time', async ({ page }) => {
    await open(page, '/')
    const menu = await openMenu(page)
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeVisible()
    const groups = SECTIONS.map((name) => menu.getByRole('button', { name, exact: true }))
    for (const group of groups) await expect(group).toHaveAttribute('aria-expanded', 'false')

    const [services, , about] = groups as [Locator, Locator, Locator]
    await services.click()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await expect((await controlled(page, services)).getByRole('link').first()).toBeVisible()
    await about.click()
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    for (const name of SECTIONS.filter((section) => section !== 'About Us')) {
      await expect(menu.getByRole('button', { name, exact: true })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    }
  })

  test('opening the menu scrolls to the top and locks page scroll', async ({ page }) => {
    await open(page, '/')
    await makePageLong(page)
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

    await openMenu(page)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    const overflow = await page.evaluate(() =>
      [document.body, document.documentElement].map(
        (element) => getComputedStyle(element).overflowY,
      ),
    )
    expect(overflow, 'body or html has overflow hidden').toContain('hidden')

    await page.mouse.move(MOBILE.width / 2, MOBILE.height / 2)
    await page.evaluate(() => {
      const wheeled = new Promise<void>((resolve) =>
        window.addEventListener(
          'wheel',
          // Two frames after the wheel: a scroll it caused has begun by then.
          () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          { once: true, capture: true },
        ),
      )
      Object.assign(window, { wheeled })
    })
    await page.mouse.wheel(0, 800)
    await page.evaluate(() => (window as unknown as { wheeled: Promise<void> }).wheeled)
    expect(
      await page.evaluate(() => window.scrollY),
      'the page did not scroll under the menu',
    ).toBe(0)
  })

  test('focus stays inside the open menu, and Escape and Close menu return it to the Menu summary', async ({
    page,
  }) => {
    await open(page, '/')
    const menu = await openMenu(page)
    for (let press = 0; press < 25; press += 1) {
      await page.keyboard.press('Tab')
      expect(await isFocusedWithin(menu), `Tab ${press + 1} stays in the menu`).toBe(true)
    }
    const menuButton = menuSummary(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(menuButton).toBeFocused()

    await openMenu(page)
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(menuButton).toBeFocused()
  })

  test('the menu closes when the window is resized to 1280 px', async ({ page }) => {
    await open(page, '/')
    const menu = await openMenu(page)
    await page.setViewportSize(DESKTOP)
    await expect(menu).toBeHidden()
  })

  test('a link in the menu closes it and navigates, with focus on the new h1', async ({ page }) => {
    await open(page, '/')
    const menu = await openMenu(page)
    const services = menu.getByRole('button', { name: 'Services', exact: true })
    await services.click()
    const { link, path } = await internalLinkTo(await controlled(page, services), '/')
    await link.click()
    await expect(page).toHaveURL((url) => url.pathname === path)
    await expect(menu).toBeHidden()
    await pageReady(page)
    await expect(page).toHaveTitle(expectedTitle(path))
    await expect(page.locator('main h1').first()).toBeFocused()
  })
})

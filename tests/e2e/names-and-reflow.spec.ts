/**
 * Issue 15's smaller findings: names that repeat on a page, ids that repeat, and layouts that
 * run out of room (text-only zoom, the widths just above the desktop menu's breakpoint, the
 * gallery's three-option toggles).
 */
import { expect, test, type Page } from './test'
import { GALLERY_PATH, galleryLoaded } from './gallery.ts'
import { lookDownThePage, pageReady } from './site.ts'

/** Texts that occur more than once in `texts`. */
function repeated(texts: readonly string[]): string[] {
  return [...new Set(texts.filter((text, index) => texts.indexOf(text) !== index))]
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

test('our leadership gives every element an id of its own', async ({ page }) => {
  await page.goto('/about-us/our-leadership')
  await pageReady(page)
  const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((e) => e.id))
  expect(repeated(ids)).toEqual([])
})

test('the latest articles tell their "Read the article" links apart by title', async ({ page }) => {
  await page.goto('/')
  await pageReady(page)
  await lookDownThePage(page)
  const links = page.getByRole('link', { name: /^Read the article/ })
  await expect(links).toHaveCount(3)
  const names = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => (anchor.textContent ?? '').trim()),
  )
  expect(repeated(names)).toEqual([])
  for (const name of names) expect(name).toMatch(/^Read the article: \S/)
})

test('branch results with the same branch name have headings that say which bank', async ({
  page,
}) => {
  await page.goto('/branch-search?q=Bethlehem')
  await pageReady(page)
  const results = page.locator('section[aria-labelledby="branch-results-heading"]')
  const headings = results.getByRole('heading', { level: 3 })
  await expect(headings).toHaveCount(3)
  const names = await headings.evaluateAll((elements) =>
    elements.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()),
  )
  expect(repeated(names)).toEqual([])
  await expect(results.getByRole('heading', { level: 3, name: /Bethlehem branch/ })).toHaveCount(3)
})

test.describe('the main menu', () => {
  test('keeps every label on one line just above the desktop breakpoint', async ({ page }) => {
    for (const width of [880, 900, 920, 945, 990, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/services')
      await pageReady(page)
      const items = page
        .getByRole('navigation', { name: 'Main' })
        .locator(':scope > ul > li > :first-child')
      await expect(items).toHaveCount(5)
      const heights = await items.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().height),
      )
      // One line of text in an item at least 44 px tall.
      for (const height of heights) expect(height, `${width} px`).toBeLessThanOrEqual(44.5)
      expect(await horizontalOverflow(page), `${width} px`).toBeLessThanOrEqual(0)
    }
  })

  test('does not run off the screen at 200% text-only zoom at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    // The browser's text size setting (text-only zoom): twice the default font size.
    const session = await page.context().newCDPSession(page)
    await session.send('Page.enable')
    await session.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
    await page.goto('/services')
    await pageReady(page)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    const header = await page.locator('header').evaluate((element) => {
      const right = element.getBoundingClientRect().right
      return Array.from(element.querySelectorAll('*'))
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.width > 0)
        .every((box) => box.right <= right + 0.5)
    })
    expect(header, 'nothing in the header runs past its right edge').toBe(true)
    // The menu is still there, as the Menu summary or as the desktop menu.
    const menuButton = page.locator('summary').filter({ hasText: /^Menu$/ })
    const desktop = page.getByRole('navigation', { name: 'Main' })
    expect((await menuButton.isVisible()) || (await desktop.isVisible())).toBe(true)
  })
})

for (const width of [320, 767]) {
  test(`the gallery's toggles stay inside their box and the page does not scroll sideways at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(GALLERY_PATH)
    await galleryLoaded(page)
    const overflowing = await page
      .locator('[data-slot="toggle-switch"]')
      .evaluateAll((toggles) =>
        toggles
          .filter((toggle) => toggle.scrollWidth > toggle.clientWidth + 1)
          .map((toggle) => toggle.closest('[data-example]')?.getAttribute('data-example')),
      )
    expect(overflowing).toEqual([])
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  })
}

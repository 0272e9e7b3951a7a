import { expect, test, type Locator, type Page } from './test'
import { galleryLoaded, widgetPath } from './gallery.ts'

const THREE_ITEMS = '[data-example="related-news-row--three-items"]'

/**
 * A card widget's own gallery page (axe sweeps every card widget in gallery.spec.ts), at `width`.
 * The related news row's page is scrolled to its three-item row, which is returned.
 */
async function openGallery(
  page: Page,
  width: number,
  widget: 'info-card' | 'related-news-row' = 'related-news-row',
) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(widgetPath(widget))
  // Served as HTML, the section is there before its examples work: wait until they do.
  await galleryLoaded(page)
  const row = page.locator(THREE_ITEMS)
  if (widget === 'related-news-row') await row.scrollIntoViewIfNeeded()
  return row
}

/** A pointer click where the element is drawn, whatever lies on top of it (the stretched link). */
async function clickMiddleOf(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error('The element to click has no box')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

async function heights(items: Locator): Promise<number[]> {
  return items.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().height)),
  )
}

async function alignItems(row: Locator): Promise<string> {
  return row
    .locator('[data-slot="related-news-row-list"]')
    .evaluate((list) => getComputedStyle(list).alignItems)
}

test.describe('related news row heights', () => {
  test('above 991 px the items of a row share one height, and their links line up', async ({
    page,
  }) => {
    const row = await openGallery(page, 1280)
    const items = row.locator('[data-slot="news-item"]')
    await expect(items).toHaveCount(3)
    const tops = await items.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    )
    expect(new Set(tops).size, 'three items side by side').toBe(1)
    const [first, ...rest] = await heights(items)
    for (const height of rest) expect(Math.abs(height - (first ?? 0))).toBeLessThanOrEqual(1)
    const linkBottoms = await row
      .locator('[data-slot="card-link"]')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().bottom)))
    expect(new Set(linkBottoms).size, 'links on one line').toBe(1)
    expect(await alignItems(row)).toBe('stretch')
  })

  test('at 375 px the items stack in one column, each as tall as its content', async ({ page }) => {
    const row = await openGallery(page, 375)
    const items = row.locator('[data-slot="news-item"]')
    const lefts = await items.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().left)),
    )
    expect(new Set(lefts).size, 'one column').toBe(1)
    expect(new Set(await heights(items)).size, 'heights follow the content').toBe(3)
    expect(await alignItems(row)).not.toBe('stretch')
  })

  test('between 767 and 990 px two columns, heights not forced', async ({ page }) => {
    const row = await openGallery(page, 860)
    const items = row.locator('[data-slot="news-item"]')
    const [first, second] = await items.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect()),
    )
    expect(Math.round(first?.top ?? 0)).toBe(Math.round(second?.top ?? 1))
    expect(Math.round(first?.height ?? 0)).not.toBe(Math.round(second?.height ?? 0))
    expect(await alignItems(row)).not.toBe('stretch')
  })
})

test('the row’s links are reached by Tab, one stop per item, and Enter follows them', async ({
  page,
}) => {
  const row = await openGallery(page, 1280)
  // Start from the example's heading, as a keyboard user reading down to it would, then Tab.
  await row.locator('h3').evaluate((heading: HTMLElement) => {
    heading.tabIndex = -1
    heading.focus()
  })
  await page.keyboard.press('Tab')
  await expect(row.getByRole('link', { name: 'Read about RPP' })).toBeFocused()
  await page.keyboard.press('Tab')
  const fraud = row.getByRole('link', { name: 'Read about fraud mitigation' })
  await expect(fraud).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/services\/fi$/)
  await expect(page.locator('h1')).toBeVisible()
})

test('a click anywhere on a linked news item follows its link', async ({ page }) => {
  const row = await openGallery(page, 1280)
  await clickMiddleOf(
    page,
    row.getByRole('heading', { name: 'Work on the systems the country is paid through' }),
  )
  await expect(page).toHaveURL(/\/about-us\/career$/)
})

test('a click on a linked info card’s text follows its link', async ({ page }) => {
  await openGallery(page, 1280, 'info-card')
  const example = page.locator('[data-example="info-card--with-icon-and-link"]')
  await clickMiddleOf(page, example.getByText(/^Salaries, supplier payments/))
  await expect(page).toHaveURL(/\/services\/eft$/)
})

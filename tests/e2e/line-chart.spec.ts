import { expect, test, type Page } from './test'
import { VIEWPORTS } from './axe.ts'
import { galleryLoaded, widgetPath } from './gallery.ts'

const INDEX_EXAMPLE = '[data-example="line-chart--economic-transactions-index-illustrative"]'
const TWO_SERIES_EXAMPLE = '[data-example="line-chart--two-series"]'

const LINE_CHART_PATH = widgetPath('line-chart')

async function openExample(page: Page, selector: string) {
  await page.goto(LINE_CHART_PATH)
  // Served as HTML, the chart is drawn before its script answers the pointer and the keys.
  await galleryLoaded(page)
  const example = page.locator(selector)
  await example.locator('[data-slot="line-chart-plot"]').waitFor()
  await example.scrollIntoViewIfNeeded()
  return example
}

for (const viewport of VIEWPORTS) {
  test.describe(`line chart at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('Tab reaches the plot, the arrow keys, Home and End move the value shown and announced, Escape hides it', async ({
      page,
    }) => {
      const example = await openExample(page, INDEX_EXAMPLE)
      const plot = example.getByRole('application', {
        name: 'Economic transactions index',
      })
      const tooltip = example.locator('[data-slot="line-chart-tooltip"]')
      const announcer = example.locator('[data-slot="line-chart-announcer"]')

      // Start from the example's heading (focusable for the test only), just before the chart.
      await example.getByRole('heading', { level: 3 }).evaluate((heading: HTMLElement) => {
        heading.tabIndex = -1
        heading.focus()
      })
      await page.keyboard.press('Tab')
      await expect(plot).toBeFocused()
      const outline = await plot.evaluate((element) => getComputedStyle(element).outlineStyle)
      expect(outline).toBe('solid')
      await expect(tooltip).toHaveCount(0)

      await page.keyboard.press('ArrowRight')
      await expect(tooltip).toBeVisible()
      await expect(tooltip).toContainText('Jan 2024')
      await expect(tooltip).toContainText('Transactions index')
      await expect(tooltip).toContainText('100')
      await expect(announcer).toHaveText('Jan 2024. Transactions index: 100.')

      await page.keyboard.press('ArrowRight')
      await expect(tooltip).toContainText('Feb 2024')
      await expect(tooltip).toContainText('98,6')
      await expect(announcer).toHaveText('Feb 2024. Transactions index: 98,6.')

      await page.keyboard.press('End')
      await expect(tooltip).toContainText('Dec 2025')
      await expect(tooltip).toContainText('113,5')
      // The tooltip stays inside the chart, flipped to the left of the last point.
      const plotBox = await plot.boundingBox()
      const tipBox = await tooltip.boundingBox()
      expect(tipBox!.x).toBeGreaterThanOrEqual(plotBox!.x)
      expect(tipBox!.x + tipBox!.width).toBeLessThanOrEqual(plotBox!.x + plotBox!.width + 1)

      await page.keyboard.press('Home')
      await expect(tooltip).toContainText('Jan 2024')

      await page.keyboard.press('Escape')
      await expect(tooltip).toHaveCount(0)

      await page.keyboard.press('Tab')
      await expect(example.getByRole('button', { name: 'Show data table' })).toBeFocused()
    })

    test('hovering the plot shows the nearest month for every series', async ({ page }) => {
      const example = await openExample(page, TWO_SERIES_EXAMPLE)
      const plot = example.locator('[data-slot="line-chart-plot"]')
      const tooltip = example.locator('[data-slot="line-chart-tooltip"]')
      const label = example.locator('[data-slot="line-chart-x-label"]').nth(1)
      const labelText = (await label.textContent()) ?? ''
      const labelBox = (await label.boundingBox())!
      const plotBox = (await plot.boundingBox())!

      await page.mouse.move(labelBox.x + labelBox.width / 2, plotBox.y + plotBox.height / 2)
      await expect(tooltip).toBeVisible()
      await expect(tooltip.locator('[data-slot="line-chart-tooltip-label"]')).toHaveText(labelText)
      await expect(tooltip).toContainText('Card payments')
      await expect(tooltip).toContainText('EFT payments')

      await page.mouse.move(plotBox.x + plotBox.width / 2, plotBox.y - 60)
      await expect(tooltip).toHaveCount(0)
    })

    test('the data table toggle shows and hides a table of every value', async ({ page }) => {
      const example = await openExample(page, INDEX_EXAMPLE)
      const toggle = example.getByRole('button', { name: 'Show data table' })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(example.getByRole('table')).toHaveCount(0)

      await toggle.click()
      const table = example.getByRole('table', {
        name: 'Economic transactions index (illustrative data)',
      })
      await expect(table).toBeVisible()
      await expect(example.getByRole('button', { name: 'Hide data table' })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      await expect(table.getByRole('columnheader')).toHaveText(['Month', 'Transactions index'])
      await expect(table.getByRole('rowheader')).toHaveCount(24)
      await expect(table.getByRole('row').nth(24)).toContainText('Dec 2025')
      await expect(table.getByRole('row').nth(24)).toContainText('113,5')
      // The table fits the card: nothing to scroll sideways.
      const fits = await table.evaluate(
        (element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0) + 1,
      )
      expect(fits).toBe(true)

      await example.getByRole('button', { name: 'Hide data table' }).click()
      await expect(example.getByRole('table')).toHaveCount(0)
    })

    test('the x labels never overlap and the y labels are whole numbers', async ({ page }) => {
      await page.goto(LINE_CHART_PATH)
      // Measured once the section's script has taken over: CI once caught a label with no box
      // (left 0) while the lazy section was still being swapped in.
      await galleryLoaded(page)
      const charts = page.locator('section[data-widget="line-chart"] [data-slot="line-chart-svg"]')
      await expect(charts).toHaveCount(4)
      for (const chart of await charts.all()) {
        const boxes = await chart
          .locator('[data-slot="line-chart-x-label"]')
          .evaluateAll((labels) =>
            labels.map((label) => {
              const box = label.getBoundingClientRect()
              return { left: box.left, right: box.right }
            }),
          )
        expect(boxes.length).toBeGreaterThan(1)
        for (let index = 1; index < boxes.length; index += 1) {
          expect(boxes[index]!.left).toBeGreaterThan(boxes[index - 1]!.right)
        }
        const svgBox = (await chart.boundingBox())!
        expect(boxes.at(-1)!.right).toBeLessThanOrEqual(svgBox.x + svgBox.width + 1)
        const yLabels = await chart
          .locator('[data-slot="line-chart-y-axis"] text')
          .allTextContents()
        for (const text of yLabels) expect(text).toMatch(/^(R )?-?\d[\d ]*%?$/)
      }
    })
  })
}

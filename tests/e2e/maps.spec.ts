import { expect, test, type Locator, type Page } from './test'
import { THEMES, VIEWPORTS, analyze, formatFailures, showTheme, type ScanResult } from './axe.ts'
import { galleryLoaded, widgetOf, widgetPath } from './gallery.ts'

function example(page: Page, id: string): Locator {
  return page.locator(`[data-example="${id}"]`)
}

/** Loads the map's own gallery page (`africa-map--…` is an Africa map example) and finds the example. */
async function openExample(page: Page, id: string): Promise<Locator> {
  await page.goto(widgetPath(widgetOf(id)))
  await galleryLoaded(page)
  return example(page, id)
}

function drawnRegion(scope: Locator, id: string): Locator {
  return scope.locator(`svg [data-region="${id}"]`)
}

/** A point on screen inside the region's fill, away from its borders where possible. */
async function pointInside(region: Locator): Promise<{ x: number; y: number }> {
  await region.scrollIntoViewIfNeeded()
  const point = await region.evaluate((element) => {
    const path = element as SVGPathElement
    const box = path.getBBox()
    const matrix = path.getScreenCTM()
    if (!matrix) return null
    const svgPoint = path.ownerSVGElement!.createSVGPoint()
    // The fill point farthest from the box edges, on a coarse grid.
    let best: { x: number; y: number; score: number } | null = null
    for (let i = 1; i < 20; i++) {
      for (let j = 1; j < 20; j++) {
        svgPoint.x = box.x + (box.width * i) / 20
        svgPoint.y = box.y + (box.height * j) / 20
        if (!path.isPointInFill(svgPoint)) continue
        const score = Math.min(i, 20 - i) * Math.min(j, 20 - j)
        if (!best || score > best.score) best = { x: svgPoint.x, y: svgPoint.y, score }
      }
    }
    if (!best) return null
    svgPoint.x = best.x
    svgPoint.y = best.y
    const onScreen = svgPoint.matrixTransform(matrix)
    return { x: onScreen.x, y: onScreen.y }
  })
  if (!point) throw new Error('No point inside the region')
  return point
}

/** Puts keyboard focus just before the example's widget, as if a keyboard user had got there. */
async function focusBefore(demo: Locator) {
  await demo.getByRole('heading', { level: 3 }).evaluate((heading: HTMLElement) => {
    heading.tabIndex = -1
    heading.focus()
  })
}

async function clickRegion(page: Page, region: Locator) {
  const { x, y } = await pointInside(region)
  await page.mouse.click(x, y)
}

async function hoverRegion(page: Page, region: Locator) {
  const { x, y } = await pointInside(region)
  await page.mouse.move(x, y)
}

for (const viewport of VIEWPORTS) {
  test.describe(`maps at ${viewport.width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
    })

    test('a click on a country selects it alone, on the map, in the list and in words', async ({
      page,
    }) => {
      const demo = await openExample(page, 'africa-map--default-selection')
      const map = demo.getByRole('group', { name: 'Map of Africa' })
      await expect(demo.getByText('Selected: South Africa')).toBeVisible()
      await expect(map.getByRole('button', { name: 'South Africa' })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await clickRegion(page, map.getByRole('button', { name: 'Namibia' }))
      await expect(map.getByRole('button', { name: 'Namibia' })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await expect(map.getByRole('button', { name: 'South Africa' })).toHaveAttribute(
        'aria-pressed',
        'false',
      )
      await expect(map.getByRole('button', { pressed: true })).toHaveCount(1)
      await expect(demo.getByText('Selected: Namibia')).toBeVisible()
      await expect(
        demo.getByRole('toolbar', { name: 'Choose a country' }).getByRole('button', {
          name: 'Namibia',
        }),
      ).toHaveAttribute('aria-pressed', 'true')
    })

    test('a country under the pointer is highlighted until the pointer leaves the map', async ({
      page,
    }) => {
      const demo = await openExample(page, 'africa-map--default-selection')
      const mozambique = demo.getByRole('button', { name: 'Mozambique' }).first()
      await hoverRegion(page, mozambique)
      await expect(mozambique).toHaveAttribute('data-highlighted', '')
      await expect(demo.getByText('Under the pointer: Mozambique')).toBeVisible()
      // A country that cannot be chosen highlights nothing.
      await hoverRegion(page, drawnRegion(demo, 'botswana'))
      await expect(demo.getByText('Under the pointer: no country')).toBeVisible()
      await hoverRegion(page, mozambique)
      await expect(demo.getByText('Under the pointer: Mozambique')).toBeVisible()
      const box = await demo.boundingBox()
      await page.mouse.move(box!.x + 2, box!.y + 2)
      await expect(mozambique).not.toHaveAttribute('data-highlighted', '')
      await expect(demo.getByText('Under the pointer: no country')).toBeVisible()
    })

    test('the keyboard reaches the map in one Tab; arrows move, Enter and Space select', async ({
      page,
    }) => {
      const demo = await openExample(page, 'africa-map--default-selection')
      const map = demo.getByRole('group', { name: 'Map of Africa' })
      await focusBefore(demo)
      await page.keyboard.press('Tab')
      await expect(map.getByRole('button', { name: 'South Africa' })).toBeFocused()
      await expect(map.locator('[data-slot="region-map-focus-ring"]')).toHaveCount(1)
      await page.keyboard.press('ArrowRight')
      await expect(map.getByRole('button', { name: 'Tanzania' })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(demo.getByText('Selected: Tanzania')).toBeVisible()
      await expect(map.getByRole('button', { name: 'Tanzania' })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await page.keyboard.press('ArrowRight')
      await expect(map.getByRole('button', { name: 'Uganda' })).toBeFocused()
      await page.keyboard.press('Space')
      await expect(demo.getByText('Selected: Uganda')).toBeVisible()
      await expect(map.getByRole('button', { name: 'Tanzania' })).toHaveAttribute(
        'aria-pressed',
        'false',
      )
      // One more Tab leaves the map for the list, on the selected country.
      await page.keyboard.press('Tab')
      const list = demo.getByRole('toolbar', { name: 'Choose a country' })
      await expect(list.getByRole('button', { name: 'Uganda' })).toBeFocused()
      await page.keyboard.press('ArrowLeft')
      await expect(list.getByRole('button', { name: 'Tanzania' })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(demo.getByText('Selected: Tanzania')).toBeVisible()
    })

    test('a click on a province selects it; Lesotho is drawn but cannot be selected', async ({
      page,
    }) => {
      const demo = await openExample(page, 'south-africa-map--default')
      const map = demo.getByRole('group', { name: 'Map of the provinces of South Africa' })
      await expect(demo.getByText('No province selected')).toBeVisible()
      await expect(drawnRegion(demo, 'lesotho')).toBeAttached()
      await expect(map.getByRole('button', { name: 'Lesotho' })).toHaveCount(0)
      await clickRegion(page, drawnRegion(demo, 'lesotho'))
      await expect(demo.getByText('No province selected')).toBeVisible()
      await hoverRegion(page, drawnRegion(demo, 'lesotho'))
      await expect(demo.getByText('Under the pointer: no province')).toBeVisible()

      await clickRegion(page, map.getByRole('button', { name: 'Free State' }))
      await expect(demo.getByText('Selected: Free State')).toBeVisible()
      await expect(map.getByRole('button', { name: 'Free State' })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await hoverRegion(page, map.getByRole('button', { name: 'KwaZulu-Natal' }))
      await expect(demo.getByText('Under the pointer: KwaZulu-Natal')).toBeVisible()
      await clickRegion(page, map.getByRole('button', { name: 'KwaZulu-Natal' }))
      await expect(demo.getByText('Selected: KwaZulu-Natal')).toBeVisible()
      await expect(map.getByRole('button', { name: 'Free State' })).toHaveAttribute(
        'aria-pressed',
        'false',
      )
    })

    test('the opacity example shades the provinces differently, with the figures in words', async ({
      page,
    }) => {
      const demo = await openExample(page, 'south-africa-map--opacity-updates')
      await expect(demo.getByText('Illustrative data', { exact: false })).toBeVisible()
      const opacity = (id: string) =>
        drawnRegion(demo, id).evaluate((path) => Number(getComputedStyle(path).fillOpacity))
      expect(await opacity('gauteng')).toBe(1)
      expect(await opacity('northern-cape')).toBeCloseTo(0.2, 5)
      const middle = await opacity('eastern-cape')
      expect(middle).toBeGreaterThan(0.2)
      expect(middle).toBeLessThan(1)
      await expect(
        demo.getByRole('toolbar', { name: 'Choose a province' }).getByRole('button', {
          name: /Gauteng/,
        }),
      ).toContainText('40 branches')
    })
  })
}

test('axe finds nothing in the Africa map examples, hovered and focused, light and dark', async ({
  page,
}) => {
  const results: ScanResult[] = []
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    for (const theme of THEMES) {
      if (theme === THEMES[0]) {
        await page.emulateMedia({ colorScheme: theme })
        const demo = await openExample(page, 'africa-map--default-selection')
        await hoverRegion(page, demo.getByRole('button', { name: 'Malawi' }).first())
        await focusBefore(demo)
        await page.keyboard.press('Tab')
        await page.keyboard.press('ArrowRight')
      } else {
        // The pointer and the focus stay where they are while the theme changes.
        await showTheme(page, theme)
      }
      const scan = await analyze(page, ['section[data-widget="africa-map"]'])
      results.push({ page: page.url(), state: 'maps', theme, width: viewport.width, ...scan })
    }
  }
  expect(
    results.flatMap((result) => result.violations),
    formatFailures(results),
  ).toEqual([])
})

/**
 * Forced colours (Windows contrast themes): the browser replaces every author colour with the
 * visitor's system colours and drops backgrounds, so a state drawn by background alone vanishes.
 * Each stateful widget's selected, current, pressed, checked or highlighted state must still paint
 * differently from its plain state: a system colour, a border or a ring.
 */
import { expect, test, type Locator, type Page } from './test'
import { widgetAccessibility } from '../../src/content/widget-accessibility.ts'
import { GALLERY_PATH, galleryLoaded, selectList, widgetPath } from './gallery.ts'
import { pageReady } from './site.ts'
import { LIMITS } from './limits.ts'
import { lookOf, paintOf, statesLostInForcedColours } from './paint.ts'

/** Fails when the two elements paint the same under forced colours. */
async function expectStatesDiffer(what: string, on: Locator, off: Locator) {
  await expect(on, `${what}: the element in the state`).toBeVisible()
  await expect(off, `${what}: the element out of it`).toBeVisible()
  // Polled, both: colours may still be in their transition (a notch's take 300 ms, in and out)
  // when the state's attribute moves.
  await expect
    .poll(async () => JSON.stringify(await paintOf(on)) !== JSON.stringify(await paintOf(off)), {
      message: `${what} looks the same as when it is not`,
    })
    .toBe(true)
}

/** What the system colour `keyword` (Highlight, CanvasText) is in the emulated forced colours. */
async function systemColour(page: Page, keyword: string): Promise<string> {
  return page.evaluate((colour) => {
    const probe = document.createElement('span')
    probe.style.cssText = `forced-color-adjust: none; background-color: ${colour}`
    document.body.append(probe)
    // Without its alpha, as paintOf gives the background seen.
    const value = getComputedStyle(probe).backgroundColor
    probe.remove()
    return value.replace(/rgba\((\d+), (\d+), (\d+), [\d.]+\)/, 'rgb($1, $2, $3)')
  }, keyword)
}

/**
 * Fails unless the state paints differently from the plain one *and* in the system's Highlight:
 * the visitor's own colour for a selection, not one of ours that forced colours let through.
 */
async function expectSelectedInHighlight(what: string, on: Locator, off: Locator) {
  await expectStatesDiffer(what, on, off)
  const highlight = await systemColour(on.page(), 'Highlight')
  await expect
    .poll(async () => (await paintOf(on)).background, {
      message: `${what} is drawn in the system's Highlight`,
    })
    .toBe(highlight)
}

/** Fails when a mark (a dot, a thumb) paints the same colour as what it sits on. */
async function expectMarkVisible(what: string, mark: Locator, under: Locator) {
  await expect(mark, what).toBeVisible()
  expect((await paintOf(mark)).background, `${what} vanishes into what it sits on`).not.toBe(
    (await paintOf(under)).background,
  )
}

function example(page: Page, id: string): Locator {
  return page.locator(`[data-example="${id}"]`)
}

test.describe('forced colours', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    await page.goto(GALLERY_PATH)
    await galleryLoaded(page)
  })

  test('every selected, current, pressed and checked state of the widgets stays visible', async ({
    page,
  }) => {
    // Many widgets of the whole gallery, each read twice: over a minute on a busy machine.
    test.setTimeout(LIMITS.galleryTest)
    const pager = example(page, 'pager--many-pages-in-the-middle')
    await expectSelectedInHighlight(
      'the current page of the pager',
      pager.locator('[data-slot="pager-page"][aria-current="page"]'),
      pager.locator('[data-slot="pager-page"]:not([aria-current])').first(),
    )

    for (const id of [
      'toggle-switch--light-theme-default',
      'toggle-switch--dark-theme',
      'toggle-switch--notch-theme',
      'toggle-switch--bordered-theme',
    ]) {
      const toggle = example(page, id)
      await expectSelectedInHighlight(
        `the chosen option of ${id}`,
        toggle.locator('[data-slot="toggle-switch-item"][data-state="on"]'),
        toggle
          .locator('[data-slot="toggle-switch-item"][data-state="off"]:not([disabled])')
          .first(),
      )
    }

    const picker = example(page, 'option-picker--default')
    await expectSelectedInHighlight(
      'the chosen option of the option picker',
      picker.locator('[data-slot="option-picker-item"][data-state="on"]'),
      picker.locator('[data-slot="option-picker-item"][data-state="off"]').first(),
    )

    await expectStatesDiffer(
      'a switch that is on',
      example(page, 'switch--on').getByRole('switch'),
      example(page, 'switch--off').getByRole('switch'),
    )
    for (const id of ['switch--on', 'switch--off']) {
      await expectMarkVisible(
        `the thumb of ${id}`,
        example(page, id).locator('[data-slot="switch-thumb"]'),
        example(page, id).getByRole('switch'),
      )
    }

    const radios = example(page, 'radio-group--selected-with-a-hint')
    await expectMarkVisible(
      'the dot of the chosen radio button',
      radios.locator('[data-slot="radio-group-indicator"]'),
      radios.getByRole('radio', { checked: true }),
    )

    await expectStatesDiffer(
      'a checked checkbox',
      example(page, 'checkbox--checked').getByRole('checkbox'),
      example(page, 'checkbox--default').getByRole('checkbox'),
    )

    const provinces = example(page, 'south-africa-map--province-selected')
    await expectSelectedInHighlight(
      'the pressed province in the list under the map',
      provinces.locator('[data-slot="region-map-option"][aria-pressed="true"]'),
      provinces.locator('[data-slot="region-map-option"][aria-pressed="false"]').first(),
    )
  })

  test('the highlighted option of an open dropdown, which the focused trigger points at, stays visible', async ({
    page,
  }) => {
    const trigger = example(page, 'dropdown-select--default').getByRole('combobox')
    await trigger.click()
    const listbox = selectList(page)
    await expect(listbox).toBeVisible()
    await page.keyboard.press('ArrowDown')
    const highlighted = listbox.locator('[data-slot="dropdown-select-item"][data-highlighted]')
    await expect(highlighted).toHaveCount(1)
    await expect(trigger).toHaveAttribute(
      'aria-activedescendant',
      (await highlighted.getAttribute('id'))!,
    )
    await expectSelectedInHighlight(
      'the highlighted option',
      highlighted,
      listbox.locator('[data-slot="dropdown-select-item"]:not([data-highlighted])').first(),
    )
  })

  test('the chosen day of the date picker stays visible', async ({ page }) => {
    await example(page, 'date-picker--with-a-chosen-date')
      .getByRole('button', { name: /^Payment date,/ })
      .click()
    const grid = page.getByRole('grid')
    await expect(grid).toBeVisible()
    await expectSelectedInHighlight(
      'the chosen day',
      grid.locator('[aria-selected="true"] button'),
      grid.locator('td:not([aria-selected="true"]) button:not([disabled])').first(),
    )
  })

  test('the branch locator marks the pressed province', async ({ page }) => {
    await page.goto('/branch-search?province=gauteng')
    const toolbar = page.getByRole('toolbar', { name: 'Choose a province' })
    await expectSelectedInHighlight(
      'the pressed province',
      toolbar.getByRole('button', { name: 'Gauteng', pressed: true }),
      toolbar.getByRole('button', { pressed: false }).first(),
    )
  })
})

test.describe('forced colours on a widget page', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the chosen country of the Africa map and its button in the list stay visible', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    await page.goto(widgetPath('africa-map'))
    await galleryLoaded(page)
    const map = example(page, 'africa-map--another-country-selected')
    await expectSelectedInHighlight(
      'the chosen country in the list beside the map',
      map.locator('[data-slot="region-map-option"][aria-pressed="true"]'),
      map.locator('[data-slot="region-map-option"][aria-pressed="false"]').first(),
    )
  })

  test('the notch of the section being read stays visible', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    await page.goto(widgetPath('scroll-notches'))
    await galleryLoaded(page)
    const bar = example(page, 'scroll-notches--services-overview').locator(
      '[data-slot="scroll-notches"]',
    )
    await bar.getByRole('link', { name: 'Card Payments' }).focus()
    await page.keyboard.press('Enter')
    await expectSelectedInHighlight(
      'the current notch',
      bar.locator('[data-slot="scroll-notch"][aria-current]'),
      bar.locator('[data-slot="scroll-notch"]:not([aria-current])').first(),
    )
  })
})

/**
 * Where a view's widget is pictured: the example's box, or what opening it shows. Keyed by
 * `<widget>--<state>`; a view that needs opening and has no entry here fails.
 */
const OPENED_VIEWS: Record<string, (page: Page, example: Locator) => Promise<Locator>> = {
  async 'dropdown-select--highlighted-option'(page, example) {
    await example.getByRole('combobox').focus()
    await page.keyboard.press('Enter')
    const listbox = selectList(page)
    await expect(listbox).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(listbox.locator('[data-highlighted]')).toHaveCount(1)
    return listbox
  },
  async 'date-picker--chosen-day'(page, example) {
    await example.getByRole('button', { name: /^Payment date,/ }).focus()
    await page.keyboard.press('Enter')
    const grid = page.getByRole('grid')
    await expect(grid).toBeVisible()
    return page.getByRole('dialog')
  },
  async 'scroll-notches--current-section'(page, example) {
    // The bar marks the section being read: go to the second one, as a visitor would.
    const bar = example.locator('[data-slot="scroll-notches"]')
    await bar.getByRole('link', { name: 'Card Payments' }).focus()
    await page.keyboard.press('Enter')
    await expect(bar.locator('[aria-current]')).toHaveText('Card Payments')
    await page.mouse.move(0, 0)
    return bar
  },
}

/**
 * Moves the element down by the fraction of a pixel its top sits at. Lines of text above it
 * (the gallery's notes, a widget's other examples) leave its top at some fraction of a pixel,
 * and a screenshot then rounds its box one way or the other: the same widget gave pictures a
 * pixel taller or shorter whenever anything above it changed. On a whole pixel it does not.
 */
async function onWholePixels(element: Locator) {
  await element.evaluate((node: HTMLElement) => {
    const top = node.getBoundingClientRect().top
    const shift = Math.ceil(top - 0.001) - top
    if (shift > 0.001)
      node.style.marginTop = `calc(${getComputedStyle(node).marginTop} + ${shift}px)`
  })
}

test.describe('forced colours: the gallery pictures', () => {
  // The pictures are the light theme at the desktop width: one pair per state.
  test.use({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' })

  const views = Object.entries(widgetAccessibility).flatMap(([widget, notes]) =>
    (notes.forcedColours ?? []).map((view) => ({ widget, ...view })),
  )

  for (const view of views) {
    const name = `${view.widget}--${view.state}`
    test(`${name}: as drawn and in forced colours, as the gallery shows`, async ({ page }) => {
      await page.goto(widgetPath(view.widget))
      await galleryLoaded(page)
      await page.evaluate(() => document.fonts.ready)
      const example = page.locator(`[data-example="${view.widget}--${view.example}"]`)
      const box = example.locator(':scope > div')
      await expect(box).toBeVisible()
      const open = OPENED_VIEWS[name]
      const shown = open ? await open(page, box) : box
      await onWholePixels(shown)
      await expect(shown).toHaveScreenshot(`${name}--as-drawn.png`)
      await page.emulateMedia({ forcedColors: 'active' })
      await expect(shown).toHaveScreenshot(`${name}--forced-colours.png`)
    })
  }
})

test.describe('forced colours on the pages', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the Content Hub’s current category chip stays visible, and is the only current one', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    await page.goto('/blog?category=data-insights')
    await pageReady(page)
    const categories = page.getByRole('navigation', { name: 'Categories' })
    await expect(categories.locator('[aria-current="page"]')).toHaveCount(1)
    await expectSelectedInHighlight(
      'the current category chip',
      categories.locator('[aria-current="page"]'),
      categories.getByRole('link', { name: 'All articles' }),
    )
  })

  test('the current page in an open header menu stays apart from every other item', async ({
    page,
  }) => {
    await page.goto('/data-insights/indices/economic-index')
    await pageReady(page)
    await page
      .getByRole('navigation', { name: 'Main' })
      .locator('summary')
      .filter({ hasText: /^Data Analytics and Insights$/ })
      .click()
    const menu = page.getByRole('navigation', { name: 'Main' })
    const current = menu.getByRole('link', { name: 'Economic Index', exact: true })
    const overview = menu.getByRole('link', { name: 'Data Analytics and Insights overview' })
    const other = menu.getByRole('link', { name: 'Net Salary Index', exact: true })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await page.emulateMedia({ forcedColors: 'active' })
    for (const peer of [overview, other]) await expect(peer).toBeVisible()
    // Its colour alone told it from the overview link, which is bold too.
    expect(await lookOf(current)).not.toEqual(await lookOf(overview))
    expect(await lookOf(current)).not.toEqual(await lookOf(other))
  })
})

test.describe('forced colours: the sweep every route visit makes', () => {
  test('finds a current link drawn by colour alone, and passes one that is underlined too', async ({
    page,
  }) => {
    const nav = (current: string) => `
      <style>
        a { color: #1d4ed8; background: #fff; text-decoration: none; }
        a[aria-current] { background: #1d4ed8; color: #fff; ${current} }
      </style>
      <nav aria-label="Sections"><ul>
        <li><a href="#a">Overview</a></li>
        <li><a href="#b" aria-current="page">Economic Index</a></li>
        <li><a href="#c">Net Salary Index</a></li>
      </ul></nav>`
    await page.setContent(nav(''))
    expect(await statesLostInForcedColours(page)).toEqual([
      expect.stringContaining('a "Economic Index" (aria-current) beside "Overview"'),
      expect.stringContaining('a "Economic Index" (aria-current) beside "Net Salary Index"'),
    ])
    await page.setContent(nav('text-decoration: underline;'))
    expect(await statesLostInForcedColours(page)).toEqual([])
  })
})

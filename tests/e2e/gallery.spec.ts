import { formatDate } from '../../src/lib/formats.ts'
import { expect, test, type Locator } from './test'
import {
  THEMES,
  VIEWPORTS,
  analyze,
  formatFailures,
  loadInTheme,
  showTheme,
  type ScanResult,
} from './axe.ts'
import {
  GALLERY_OPEN_STATES,
  GALLERY_PATH,
  exampleFiles,
  galleryLoaded,
  widgetPath,
} from './gallery.ts'
import { LIMITS } from './limits.ts'
import { chromiumAxNodes } from './ax-tree.ts'

test('the gallery shows a section for every widget with examples, each with its examples', async ({
  page,
}) => {
  // The whole gallery, checked section by section: as long as a sweep of it may take.
  test.setTimeout(LIMITS.galleryTest)
  await page.goto(GALLERY_PATH)
  await galleryLoaded(page)
  const sections = page.locator('section[data-widget]')
  await expect(sections).toHaveCount(exampleFiles().length)
  for (const widget of exampleFiles()) {
    const section = page.locator(`section[data-widget="${widget}"]`)
    await expect(section.getByRole('heading', { level: 2 })).toBeVisible()
    expect(await section.locator('[data-example]').count(), widget).toBeGreaterThan(0)
    // Its guidance, GOV.UK style, before its examples.
    await expect(section.getByRole('heading', { level: 3, name: 'When to use it' })).toBeVisible()
    await expect(
      section.getByRole('heading', { level: 3, name: 'When not to use it' }),
    ).toBeVisible()
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  // Every example's code is in the served HTML, under the example, readable without scripts.
  const served = await (await page.request.get(GALLERY_PATH)).text()
  const examples = [...served.matchAll(/<div data-example="([^"]+)"/g)].map((m) => m[1])
  const code = [...served.matchAll(/<section id="([^"]+)--code" aria-label="Code: /g)]
  expect(examples.length).toBeGreaterThan(100)
  expect(code.map((m) => m[1])).toEqual(examples)
})

test('a widget can be shown on its own page, and every widget is one link away', async ({
  page,
}) => {
  await page.goto(GALLERY_PATH)
  await galleryLoaded(page)
  await page.getByRole('link', { name: 'Only the Swiper carousel examples' }).click()
  await expect(page).toHaveURL(/\/test-button\?widget=swiper-carousel$/)
  await galleryLoaded(page)
  await expect(page.locator('section[data-widget]')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 2, name: 'Swiper carousel' })).toBeVisible()
  // An example's code: a region the keyboard reaches (to scroll it), and a Copy button that
  // puts the code as shown on the clipboard.
  const example = 'Swiper carousel, Services'
  const code = page.getByRole('region', { name: `Code: ${example}` })
  await expect(code).toBeHidden()
  await page.getByText(`Code: ${example}`).click()
  await code.focus()
  await expect(code).toBeFocused()
  await expect(code).toContainText('export function Services()')
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const copy = page.getByRole('button', { name: `Copy code: ${example}` })
  await copy.click()
  await expect(copy.locator('xpath=..').getByRole('status')).toHaveText('Code copied.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent())
  // Open, the code block passes axe in both themes (its colours, its scrolling region).
  const results: ScanResult[] = []
  for (const theme of THEMES) {
    await showTheme(page, theme)
    const scan = await analyze(page, ['[id="swiper-carousel--services"] details'])
    results.push({ page: 'code block', state: 'open', theme, width: 1280, ...scan })
  }
  expect(
    results.flatMap((result) => result.violations),
    formatFailures(results),
  ).toEqual([])
  const nav = page.getByRole('navigation', { name: 'Widgets' })
  await expect(nav.getByRole('link', { name: 'Swiper carousel' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await nav.getByRole('link', { name: 'Toast', exact: true }).click()
  await expect(page.locator('section[data-widget]')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 2, name: 'Toast' })).toBeVisible()
  await nav.getByRole('link', { name: 'Show every widget' }).click()
  await galleryLoaded(page)
  await expect(page.locator('section[data-widget]')).toHaveCount(exampleFiles().length)
})

test("the selects' transcripts speak the name and value Chromium gives each combobox", async ({
  page,
}) => {
  // Each scenario's first phrase: "combobox, <name>, <value>, …", as the unit test stores it
  // (src/ui/transcripts/*.transcript.json); the page's own comboboxes, from Chromium's tree.
  for (const widget of ['dropdown-select', 'select'] as const) {
    const stored = (await import(`../../src/ui/transcripts/${widget}.transcript.json`, {
      with: { type: 'json' },
    })) as { default: { scenarios: { phrases: string[] }[] } }
    await page.goto(widgetPath(widget))
    await galleryLoaded(page)
    const comboboxes = (await chromiumAxNodes(page, 'combobox')).map(
      (node) => `${node.name}, ${node.value}`,
    )
    for (const scenario of stored.default.scenarios) {
      const [role, name, value] = scenario.phrases[0]!.split(', ')
      expect(role, widget).toBe('combobox')
      expect(comboboxes, widget).toContain(`${name}, ${value}`)
    }
  }
})

test("a stateful widget's page shows its states as drawn and in forced colours, and what a screen reader says", async ({
  page,
}) => {
  await page.goto(widgetPath('pager'))
  await galleryLoaded(page)
  // The transcript its unit test checks (src/ui/transcripts/pager.transcript.json).
  const transcript = page.locator('[data-slot="widget-transcript"]')
  await expect(transcript.getByRole('heading', { name: 'What a screen reader says' })).toBeVisible()
  await expect(transcript.getByText('button, Page 1, current page', { exact: true })).toBeVisible()
  const pictures = page.locator('[data-slot="widget-forced-colours"]')
  await expect(pictures.getByRole('heading', { name: 'In forced colours' })).toBeVisible()
  const forced = pictures.getByRole('img', { name: /^In forced colours: the current page, 12,/ })
  const drawn = pictures.getByRole('img', { name: 'Pager, Many pages, in the middle, as drawn.' })
  for (const picture of [drawn, forced]) {
    await picture.scrollIntoViewIfNeeded()
    // Loaded, at the size it says it has (so nothing moved when it arrived).
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBe(Number(await picture.getAttribute('width')))
  }
})

/**
 * Each "Controlled <widget>" example of the gallery: how a visitor chooses a value in it, the
 * value the page then holds, and what the widget shows once Clear has set it to null.
 */
const CONTROLLED: {
  widget: string
  choose: (section: Locator) => Promise<void>
  value: string
  cleared: (section: Locator) => Promise<void>
}[] = [
  {
    widget: 'dropdown select',
    choose: async (section) => {
      await section.getByRole('combobox', { name: 'Province' }).click()
      await section.page().getByRole('option', { name: 'Western Cape' }).click()
    },
    value: 'western-cape',
    cleared: (section) =>
      expect(section.getByRole('combobox', { name: 'Province' })).toHaveText('Choose a province'),
  },
  {
    widget: 'toggle switch',
    choose: (section) => section.getByRole('radio', { name: 'Transaction values' }).click(),
    value: 'values',
    cleared: (section) => expect(section.getByRole('radio', { checked: true })).toHaveCount(0),
  },
  {
    widget: 'option picker',
    choose: (section) => section.getByRole('radio', { name: '1 year' }).click(),
    value: '1y',
    cleared: (section) => expect(section.getByRole('radio', { checked: true })).toHaveCount(0),
  },
  {
    widget: 'radio group',
    choose: (section) => section.getByRole('radio', { name: 'Gauteng' }).click(),
    value: 'gauteng',
    cleared: (section) => expect(section.getByRole('radio', { checked: true })).toHaveCount(0),
  },
  {
    widget: 'checkbox group',
    choose: (section) => section.getByRole('checkbox', { name: 'Card switching' }).click(),
    value: 'eft, debicheck, card',
    cleared: (section) => expect(section.getByRole('checkbox', { checked: true })).toHaveCount(0),
  },
  {
    widget: 'switch',
    choose: (section) => section.getByRole('switch', { name: 'Show amounts in rand' }).click(),
    value: 'off',
    cleared: (section) =>
      expect(section.getByRole('switch', { name: 'Show amounts in rand' })).not.toBeChecked(),
  },
  {
    widget: 'accordion',
    choose: (section) =>
      section.getByRole('button', { name: /Give the transaction details/ }).click(),
    value: 'give-details',
    cleared: (section) => expect(section.locator('[aria-expanded="true"]')).toHaveCount(0),
  },
  {
    widget: 'input',
    choose: (section) =>
      section.getByRole('textbox', { name: 'Company name' }).fill('Karoo Mutual'),
    value: 'Karoo Mutual',
    cleared: (section) =>
      expect(section.getByRole('textbox', { name: 'Company name' })).toHaveValue(''),
  },
  {
    widget: 'price input',
    // Focus shows the raw number in place of the formatted one: select it once it is there.
    choose: async (section) => {
      await section.getByRole('textbox', { name: 'Transfer amount' }).click()
      await section.page().keyboard.press('ControlOrMeta+a')
      await section.page().keyboard.type('99.5')
    },
    value: '99.5',
    cleared: (section) =>
      expect(section.getByRole('textbox', { name: 'Transfer amount' })).toHaveValue(''),
  },
  {
    widget: 'date picker',
    choose: async (section) => {
      await section.getByRole('button', { name: /^Run date, / }).click()
      await section
        .page()
        .getByRole('button', { name: /Tuesday 15 December 2026/ })
        .click()
    },
    value: formatDate(new Date(2026, 11, 15)),
    cleared: (section) =>
      expect(section.getByRole('button', { name: 'Run date, Choose a date' })).toBeVisible(),
  },
  {
    widget: 'carousel',
    choose: (section) => section.getByRole('button', { name: 'Next slides' }).click(),
    value: 'page 2',
    cleared: async (section) => {
      await expect(section.locator('[data-slot="swiper-carousel"]')).toHaveAttribute(
        'data-active-page',
        '0',
      )
      await expect(section.locator('[data-slot="swiper-carousel-status"]')).toHaveText(
        /^Slides? 1 /,
      )
    },
  },
  {
    widget: 'textarea',
    choose: (section) =>
      section.getByRole('textbox', { name: 'Your message' }).fill('When does the next run settle?'),
    value: 'When does the next run settle?',
    cleared: (section) =>
      expect(section.getByRole('textbox', { name: 'Your message' })).toHaveValue(''),
  },
]

test('each Controlled example shows the value the page holds, and Clear empties the widget', async ({
  page,
}) => {
  // Every controlled widget in turn on the heaviest page: on CI's two busy cores it once ran past 60 s.
  test.slow()
  await page.goto(GALLERY_PATH)
  await galleryLoaded(page)
  const sections = page.getByRole('region', { name: /^Controlled / })
  expect(await sections.count()).toBeGreaterThanOrEqual(8)
  await expect(sections).toHaveCount(CONTROLLED.length)
  for (const { widget, choose, value, cleared } of CONTROLLED) {
    const section = page.getByRole('region', { name: `Controlled ${widget}`, exact: true })
    await expect(section.getByRole('heading', { name: `Controlled ${widget}` })).toBeVisible()
    const line = section.locator('[data-slot="controlled-example-value"]')
    await choose(section)
    await expect(line, widget).toHaveText(`Value: ${value}`)
    await section.getByRole('button', { name: 'Clear', exact: true }).click()
    await expect(line, widget).toHaveText('Value: (none)')
    await cleared(section)
  }
})

test("every widget's props are in a table read from its TypeScript types", async ({ page }) => {
  await page.goto(GALLERY_PATH)
  await galleryLoaded(page)
  const captions = await page.locator('section[data-widget] table > caption').allTextContents()
  expect(
    captions.filter((caption) => /^[A-Z].* props$/.test(caption)).length,
  ).toBeGreaterThanOrEqual(20)
  // The widget's own table is captioned with the section's name.
  const namedAfterTheirSection = await page.locator('section[data-widget]').evaluateAll(
    (sections) =>
      sections.filter((section) => {
        const name = section.querySelector('h2')?.textContent
        return Array.from(section.querySelectorAll('table > caption')).some(
          (caption) => caption.textContent === `${name} props`,
        )
      }).length,
  )
  expect(namedAfterTheirSection).toBeGreaterThanOrEqual(20)

  // The field parts: one table per part that declares props of its own.
  const field = page.locator('section[data-widget="field"]')
  for (const name of ['Field parts props', 'Field control props', 'Field set props']) {
    await expect(field.getByRole('table', { name })).toBeVisible()
  }
  await expect(field.getByRole('table', { name: 'Field control props' })).toContainText(
    'aria-errormessage',
  )

  const dropdown = page.locator('section[data-widget="dropdown-select"]')
  const table = dropdown.getByRole('table', { name: 'Dropdown select props' })
  await expect(table.getByRole('columnheader')).toHaveText([
    'Name',
    'Type',
    'Default',
    'Description',
  ])
  // A prop with its type, default and TSDoc comment; a required one says so in words.
  const maxHeight = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'maxHeight' }) })
  await expect(maxHeight.getByRole('cell')).toHaveText([
    'number',
    '250',
    'Height limit of the open list in pixels.',
  ])
  await expect(table.getByRole('rowheader', { name: 'options Required' })).toBeVisible()
  // Props that come from Radix or the DOM are named under the table, not listed in it.
  const checkbox = page.locator('section[data-widget="checkbox"]')
  await expect(
    checkbox
      .getByRole('table', { name: 'Checkbox props' })
      .getByRole('rowheader', { name: 'asChild' }),
  ).toHaveCount(0)
  await expect(
    checkbox.getByText(/^Also takes these props of @radix-ui\/react-checkbox: /),
  ).toBeVisible()
  await expect(
    page
      .locator('section[data-widget="button"]')
      .getByText('Also takes the other props of <button>', { exact: false }),
  ).toBeVisible()
})

test('an unknown widget name shows every widget', async ({ page }) => {
  await page.goto(`${GALLERY_PATH}?widget=no-such-widget`)
  await galleryLoaded(page)
  await expect(page.locator('section[data-widget]')).toHaveCount(exampleFiles().length)
})

for (const viewport of VIEWPORTS) {
  test(`axe over every gallery example at ${viewport.width}px, light and dark`, async ({
    page,
  }) => {
    // The gallery holds every widget: one load, swept in each theme.
    test.setTimeout(LIMITS.galleryTest)
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    const results: ScanResult[] = []
    for (const theme of THEMES) {
      if (theme === THEMES[0]) {
        await loadInTheme(page, GALLERY_PATH, theme)
        await galleryLoaded(page)
      } else {
        await showTheme(page, theme)
      }
      const scan = await analyze(page)
      results.push({ page: GALLERY_PATH, state: null, theme, width: viewport.width, ...scan })
    }
    expect(
      results.flatMap((result) => result.violations),
      formatFailures(results),
    ).toEqual([])
  })

  for (const state of GALLERY_OPEN_STATES) {
    test(`axe with ${state.name} at ${viewport.width}px, light and dark`, async ({ page }) => {
      // The widget's own page, loaded once; the state, once open, is swept in each theme.
      test.setTimeout(LIMITS.longTest)
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      const results: ScanResult[] = []
      for (const theme of THEMES) {
        if (theme === THEMES[0]) {
          await loadInTheme(page, widgetPath(state.widget), theme)
          await galleryLoaded(page)
          await state.open(page)
        } else {
          await showTheme(page, theme)
        }
        const scan = await analyze(page)
        results.push({
          page: GALLERY_PATH,
          state: state.name,
          theme,
          width: viewport.width,
          ...scan,
        })
      }
      expect(
        results.flatMap((result) => result.violations),
        formatFailures(results),
      ).toEqual([])
    })
  }
}

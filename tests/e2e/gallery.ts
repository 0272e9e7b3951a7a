import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, type Locator, type Page } from '@playwright/test'
import { settle } from './site.ts'
import { LIMITS } from './limits.ts'

export const GALLERY_PATH = '/test-button'

/** The widget files that have examples: the gallery must show a section for each. */
export function exampleFiles(): string[] {
  const dir = fileURLToPath(new URL('../../src/ui/', import.meta.url))
  return readdirSync(dir)
    .filter((file) => file.endsWith('.examples.tsx'))
    .map((file) => file.replace('.examples.tsx', ''))
    .sort()
}

/**
 * The gallery with one widget's examples alone (`widget` is its file name, such as `carousel`):
 * a test of one widget loads this, a fraction of the whole gallery.
 */
export function widgetPath(widget: string): string {
  if (!exampleFiles().includes(widget)) throw new Error(`No examples for a widget "${widget}"`)
  return `${GALLERY_PATH}?widget=${widget}`
}

/** The widget an example belongs to: `africa-map--default-selection` is an `africa-map` example. */
export function widgetOf(example: string): string {
  return example.split('--')[0] ?? example
}

/** Waits until every widget section of the gallery (or the one widget's section) has loaded. */
export async function galleryLoaded(page: Page): Promise<void> {
  const widget = new URL(page.url()).searchParams.get('widget')
  const count = widget && exampleFiles().includes(widget) ? 1 : exampleFiles().length
  // Served as HTML, a section is there before its examples work: each says when they do.
  await page.waitForFunction(
    (expected) =>
      document.querySelectorAll('section[data-widget][data-hydrated]').length === expected,
    count,
    // The whole gallery is 33 lazy sections: on a machine running two browsers at once they
    // have taken more than 20 s to arrive.
    { timeout: LIMITS.galleryLoad },
  )
}

/**
 * Widget states that only exist after an interaction (a dropdown or date picker open, a dialog
 * presented). Each is swept by axe as it stands. Add one entry per such state.
 */
export type GalleryOpenState = {
  name: string
  /** The widget whose example is opened: the state is swept on that widget's own page. */
  widget: string
  open: (page: Page) => Promise<void>
}

/** The state of a dialog opened by a button in a gallery example, waited for by its name. */
function dialogOpenedFrom(
  name: string,
  example: string,
  button: string,
  dialog: string,
): GalleryOpenState {
  return {
    name,
    widget: widgetOf(example),
    async open(page) {
      await page
        .locator(`[data-example="${example}"]`)
        .getByRole('button', { name: button })
        .click()
      await page
        .getByRole('dialog', { name: dialog })
        .waitFor({ state: 'visible', timeout: LIMITS.expect })
      // Where it rests, past its entrance (a slide, a fade), for axe to see.
      await settle(page)
    },
  }
}

export const GALLERY_OPEN_STATES: GalleryOpenState[] = [
  {
    // Below 550 px the dropdown is a native select: the browser draws its list, so focus stands in.
    name: 'dropdown open',
    widget: 'dropdown-select',
    async open(page) {
      const trigger = page
        .locator('[data-example="dropdown-select--default"]')
        .getByRole('combobox', { name: 'Province' })
      if ((await trigger.evaluate((element) => element.tagName)) === 'SELECT') {
        await trigger.focus()
        return
      }
      await trigger.click()
      const listbox = selectList(page)
      await listbox.waitFor({ state: 'visible', timeout: LIMITS.expect })
      // Still open once it has come to rest (a scroll it caused closes it after 50 ms).
      await settle(page)
      await listbox.waitFor({ state: 'visible', timeout: LIMITS.expect })
    },
  },
  {
    name: 'date picker open',
    widget: 'date-picker',
    async open(page) {
      await page
        .locator('[data-example="date-picker--marked-days"]')
        .getByRole('button', { name: /^Transfer date,/ })
        .click()
      await page.getByRole('grid').waitFor({ state: 'visible', timeout: LIMITS.expect })
    },
  },
  {
    name: 'date picker year selection',
    widget: 'date-picker',
    async open(page) {
      await page
        .locator('[data-example="date-picker--default"]')
        .getByRole('button', { name: /^Event date,/ })
        .click()
      await page.getByRole('button', { name: /choose a year$/ }).click()
      await page
        .getByRole('group', { name: 'Years' })
        .waitFor({ state: 'visible', timeout: LIMITS.expect })
    },
  },
  {
    name: 'toast shown',
    widget: 'toast',
    async open(page) {
      await page
        .locator('[data-example="toast--notification-with-actions"]')
        .getByRole('button', { name: 'Show EFT cut-off notice' })
        .click()
      await page
        .locator('[data-slot="toast"]')
        .first()
        .waitFor({ state: 'visible', timeout: LIMITS.expect })
      // Past sonner's 400 ms entrance, so axe sees the toast at full opacity.
      await expect(page.locator('[data-sonner-toast]').first()).toHaveCSS('opacity', '1')
      await settle(page)
    },
  },
  dialogOpenedFrom(
    'dialog parts open',
    'dialog--a-form-with-its-own-footer',
    'Ask for a call back',
    'Ask for a call back',
  ),
  dialogOpenedFrom(
    'modal dialog open',
    'modal-dialog--split',
    'How to join, step by step',
    'Becoming a member',
  ),
  dialogOpenedFrom(
    'modal dialog with an invalid step',
    'modal-dialog--invalid-step',
    'Request a statement',
    'Statement request',
  ),
  dialogOpenedFrom(
    'forced notification open',
    'forced-notification--full-notification',
    'Show the maintenance notice',
    'Scheduled maintenance on Sunday',
  ),
  // Past the 0.4 s slide-in, so axe sees the panel where it rests.
  dialogOpenedFrom(
    'slide panel open',
    'slide-panel--default',
    'Read the EFT processing rules',
    'EFT processing rules',
  ),
  // Past the 400 ms backdrop fade and the slide up.
  dialogOpenedFrom(
    'bottom sheet open',
    'bottom-sheet--branch-details',
    'Show branch details',
    'Sandton City branch',
  ),
  {
    name: 'line chart value shown and data table open',
    widget: 'line-chart',
    async open(page) {
      const example = page.locator('[data-example="line-chart--two-series"]')
      await example.getByRole('button', { name: 'Show data table' }).click()
      await example.locator('[data-slot="line-chart-plot"]').focus()
      await page.keyboard.press('ArrowRight')
      await example
        .locator('[data-slot="line-chart-tooltip"]')
        .waitFor({ state: 'visible', timeout: LIMITS.expect })
    },
  },
]

/**
 * The open list of a select (the Select parts or DropdownSelect): a listbox, but not a cmdk list
 * (`[cmdk-list]`, always on screen wherever a cmdk search is shown).
 */
export function selectList(page: Page): Locator {
  return page.getByRole('listbox').and(page.locator(':not([cmdk-list])'))
}

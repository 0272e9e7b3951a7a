import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'

export const GALLERY_PATH = '/test-button'

/** The widget files that have examples: the gallery must show a section for each. */
export function exampleFiles(): string[] {
  const dir = fileURLToPath(new URL('../../src/ui/', import.meta.url))
  return readdirSync(dir)
    .filter((file) => file.endsWith('.examples.tsx'))
    .map((file) => file.replace('.examples.tsx', ''))
    .sort()
}

/** Waits until every widget section of the gallery has loaded. */
export async function galleryLoaded(page: Page): Promise<void> {
  const count = exampleFiles().length
  await page.waitForFunction(
    (expected) => document.querySelectorAll('section[data-widget]').length === expected,
    count,
    { timeout: 20_000 },
  )
}

/**
 * Widget states that only exist after an interaction (a dropdown or date picker open, a dialog
 * presented). Each is swept by axe as it stands. Add one entry per such state.
 */
export type GalleryOpenState = {
  name: string
  open: (page: Page) => Promise<void>
}

export const GALLERY_OPEN_STATES: GalleryOpenState[] = [
  {
    // Below 550 px the dropdown is a native select: the browser draws its list, so focus stands in.
    name: 'dropdown open',
    async open(page) {
      const trigger = page
        .locator('[data-example="dropdown-select--default"]')
        .getByRole('combobox', { name: 'Province' })
      if ((await trigger.evaluate((element) => element.tagName)) === 'SELECT') {
        await trigger.focus()
        return
      }
      await trigger.click()
      const listbox = page.getByRole('listbox')
      await listbox.waitFor({ state: 'visible', timeout: 5_000 })
      // Still open once the scroll lock and the 50 ms scroll debounce have had their say.
      await page.waitForTimeout(200)
      await listbox.waitFor({ state: 'visible', timeout: 1_000 })
    },
  },
  {
    name: 'date picker open',
    async open(page) {
      await page
        .locator('[data-example="date-picker--event-days"]')
        .getByRole('button', { name: /^Industry forum date,/ })
        .click()
      await page.getByRole('grid').waitFor({ state: 'visible', timeout: 5_000 })
    },
  },
  {
    name: 'date picker year selection',
    async open(page) {
      await page
        .locator('[data-example="date-picker--default"]')
        .getByRole('button', { name: /^Event date,/ })
        .click()
      await page.getByRole('button', { name: /choose a year$/ }).click()
      await page.getByRole('group', { name: 'Years' }).waitFor({ state: 'visible', timeout: 5_000 })
    },
  },
  {
    name: 'toast shown',
    async open(page) {
      await page
        .locator('[data-example="toast--notification-with-actions"]')
        .getByRole('button', { name: 'Show EFT cut-off notice' })
        .click()
      await page
        .locator('[data-slot="toast"]')
        .first()
        .waitFor({ state: 'visible', timeout: 5_000 })
      // Past sonner's 400 ms entrance, so axe sees the toast at full opacity.
      await page.waitForTimeout(600)
    },
  },
  {
    name: 'modal dialog open',
    async open(page) {
      await page
        .locator('[data-example="modal-dialog--split"]')
        .getByRole('button', { name: 'How to join, step by step' })
        .click()
      await page
        .getByRole('dialog', { name: 'Becoming a member' })
        .waitFor({ state: 'visible', timeout: 5_000 })
    },
  },
  {
    name: 'modal dialog with an invalid step',
    async open(page) {
      await page
        .locator('[data-example="modal-dialog--invalid-step"]')
        .getByRole('button', { name: 'Request a statement' })
        .click()
      await page
        .getByRole('dialog', { name: 'Statement request' })
        .waitFor({ state: 'visible', timeout: 5_000 })
    },
  },
  {
    name: 'forced notification open',
    async open(page) {
      await page
        .locator('[data-example="forced-notification--full-notification"]')
        .getByRole('button', { name: 'Show the maintenance notice' })
        .click()
      await page
        .getByRole('dialog', { name: 'Scheduled maintenance on Sunday' })
        .waitFor({ state: 'visible', timeout: 5_000 })
    },
  },
  {
    name: 'slide panel open',
    async open(page) {
      await page
        .locator('[data-example="slide-panel--default"]')
        .getByRole('button', { name: 'Read the EFT processing rules' })
        .click()
      await page
        .getByRole('dialog', { name: 'EFT processing rules' })
        .waitFor({ state: 'visible', timeout: 5_000 })
      // Past the 0.4 s slide-in, so axe sees the panel where it rests.
      await page.waitForTimeout(500)
    },
  },
  {
    name: 'bottom sheet open',
    async open(page) {
      await page
        .locator('[data-example="bottom-sheet--branch-details"]')
        .getByRole('button', { name: 'Show branch details' })
        .click()
      await page
        .getByRole('dialog', { name: 'Sandton City branch' })
        .waitFor({ state: 'visible', timeout: 5_000 })
      // Past the 400 ms backdrop fade and the slide up.
      await page.waitForTimeout(700)
    },
  },
]

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

export const GALLERY_OPEN_STATES: GalleryOpenState[] = []

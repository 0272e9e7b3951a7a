import type { Locator, Page } from '@playwright/test'
import { contrastRatio } from '../../src/lib/contrast.ts'

/** `rgb(r, g, b)` or `rgba(r, g, b, 1)` as `#rrggbb`. */
export function hexOf(cssColour: string): string {
  const channels = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(cssColour)
  if (!channels) throw new Error(`Not an rgb() colour: ${cssColour}`)
  return `#${channels
    .slice(1, 4)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`
}

export function contrastOf(a: string, b: string): number {
  return contrastRatio(hexOf(a), hexOf(b))
}

/** The outline an element draws now, as computed. */
export async function outlineOf(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      offset: parseFloat(style.outlineOffset),
      colour: style.outlineColor,
    }
  })
}

/** The page's background colour (the theme's `--color-bg`). */
export async function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor)
}

/**
 * Whether the focused element can be seen (WCAG 2.4.11): what is drawn at its centre and at
 * its four corners (2 px in) is the element itself or inside it, at least at one of those points.
 * Returns what covers it otherwise.
 */
export async function focusCoveredBy(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement
    if (!focused || focused === document.body) return 'nothing has focus'
    const box = focused.getBoundingClientRect()
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
    ] as const
    const hits = points.map(([x, y]) => document.elementFromPoint(x, y))
    if (hits.some((hit) => hit && (hit === focused || focused.contains(hit)))) return null
    const cover = hits.find(Boolean)
    return `${focused.outerHTML.slice(0, 80)} is under ${cover?.outerHTML.slice(0, 80) ?? 'the edge of the window'}`
  })
}

/** Whether two elements' boxes overlap. */
export async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()]
  if (!boxA || !boxB) return false
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  )
}

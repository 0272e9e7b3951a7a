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

export type Cover = { focused: string; cover: string; overlap: number }

/**
 * The sticky or fixed elements (other than the focused element's own ancestors) that cover part
 * of the focused element, and by how many px of height; an element scrolled sideways out of its
 * own scroller (the notches at 375 px) counts as covered too.
 */
export async function focusCovers(page: Page): Promise<Cover[]> {
  return (await focusStop(page)).covers
}

/** Where focus stands once the page has stopped scrolling, and what covers it. */
async function focusStop(
  page: Page,
): Promise<{ covers: Cover[]; region: 'header' | 'footer' | null }> {
  return page.evaluate(async () => {
    // Focus may scroll the page or a strip of notches, smoothly where motion is allowed: wait
    // until two frames pass with no scroll (at most half a second).
    await new Promise<void>((resolve) => {
      let quiet = 0
      let frames = 0
      const onScroll = () => (quiet = 0)
      document.addEventListener('scroll', onScroll, { capture: true, passive: true })
      const tick = () => {
        quiet += 1
        frames += 1
        if (quiet > 2 || frames > 30) {
          document.removeEventListener('scroll', onScroll, { capture: true })
          resolve()
        } else requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
    const focused = document.activeElement
    const region = focused?.closest('footer')
      ? ('footer' as const)
      : focused?.closest('header')
        ? ('header' as const)
        : null
    const covers = findCovers(focused)
    return { covers, region }

    function findCovers(focused: Element | null) {
      if (!(focused instanceof HTMLElement) || focused === document.body) return []
      const box = focused.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) return []
      const name = `${focused.tagName.toLowerCase()} "${(focused.textContent ?? '').trim().slice(0, 40)}"`
      const covers: { focused: string; cover: string; overlap: number }[] = []
      const opaque = (colour: string) => !/rgba\(.*,\s*0\)$|transparent/.test(colour)
      const intersects = (a: DOMRect, b: DOMRect) =>
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
      /** Whether the layer paints anything over the box: an empty one (a quiet live region) does not. */
      const paintsOver = (layer: HTMLElement, over: DOMRect) =>
        [layer, ...Array.from(layer.querySelectorAll<HTMLElement>('*'))].some((part) => {
          if (!intersects(part.getBoundingClientRect(), over)) return false
          const style = getComputedStyle(part)
          const text = Array.from(part.childNodes).some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          )
          return opaque(style.backgroundColor) || parseFloat(style.borderTopWidth) > 0 || text
        })
      for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        const position = getComputedStyle(element).position
        if (position !== 'sticky' && position !== 'fixed') continue
        if (element.contains(focused) || focused.contains(element)) continue
        const cover = element.getBoundingClientRect()
        if (cover.width === 0 || cover.height === 0) continue
        const overlapX = Math.min(box.right, cover.right) - Math.max(box.left, cover.left)
        const overlapY = Math.min(box.bottom, cover.bottom) - Math.max(box.top, cover.top)
        if (overlapX > 1 && overlapY > 1 && paintsOver(element, box)) {
          covers.push({
            focused: name,
            cover: `${element.tagName.toLowerCase()}[data-slot=${element.dataset.slot ?? ''}]`,
            overlap: Math.round(overlapY),
          })
        }
      }
      // Inside a sideways scroller, the focused element must be in its visible part.
      for (let node = focused.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX
        if ((overflow === 'auto' || overflow === 'scroll') && node.scrollWidth > node.clientWidth) {
          const view = node.getBoundingClientRect()
          const hidden = Math.max(0, view.left - box.left) + Math.max(0, box.right - view.right)
          if (hidden > 1) covers.push({ focused: name, cover: 'its scroller', overlap: hidden })
          break
        }
      }
      return covers
    }
  })
}

/**
 * Presses `key` (at most `limit` times) until focus reaches the footer going forwards or the
 * header going backwards, collecting what covered each stop. `reached` says whether it got there.
 */
export async function tabThrough(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  limit = 400,
): Promise<{ covers: Cover[]; stops: number; reached: boolean }> {
  const covers: Cover[] = []
  for (let stop = 1; stop <= limit; stop++) {
    await page.keyboard.press(key)
    const here = await focusStop(page)
    covers.push(...here.covers)
    if (here.region === (key === 'Tab' ? 'footer' : 'header')) {
      return { covers, stops: stop, reached: true }
    }
  }
  return { covers, stops: limit, reached: false }
}

/**
 * WCAG 2.4.11 Focus Not Obscured: whatever Tab moves focus to is not hidden under a sticky or
 * fixed part of the page, such as the "Our services" notch bar. Tabs forwards through the whole
 * services overview and back, checking every stop.
 */
import { expect, test, type Page } from './test'
import { pageReady } from './site.ts'

type Cover = { focused: string; cover: string; overlap: number }

/**
 * The sticky or fixed elements (other than the focused element's own ancestors) that cover part
 * of the focused element, and by how many px of height; an element scrolled sideways out of its
 * own scroller (the notches at 375 px) counts as covered too.
 */
async function focusCovers(page: Page): Promise<Cover[]> {
  return page.evaluate(() => {
    const focused = document.activeElement
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
  })
}

/** Presses `key` until focus leaves the page's content, collecting what covered each stop. */
async function tabThrough(page: Page, key: 'Tab' | 'Shift+Tab', stops = 90): Promise<Cover[]> {
  const found: Cover[] = []
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press(key)
    // Past any scrolling the focus caused (a notch scrolled into its bar, the page settling).
    await page.waitForTimeout(60)
    found.push(...(await focusCovers(page)))
    const inFooter = await page.evaluate(
      () => document.activeElement?.closest('footer') !== null && document.activeElement !== null,
    )
    if (key === 'Tab' && inFooter) break
    const atTop = await page.evaluate(() => document.activeElement?.closest('header') !== null)
    if (key === 'Shift+Tab' && atTop) break
  }
  return found
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`no Tab stop on the services overview hides under the notch bar at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    await page.goto('/services')
    await pageReady(page)

    // Forwards from the top, through the notches, every card and the closing band.
    await page.locator('main h1').focus()
    const forwards = await tabThrough(page, 'Tab')
    expect(forwards, 'covered while tabbing forwards').toEqual([])

    // Backwards from the footer up to the header: cards come into view from above, where the
    // bar sits.
    await page.locator('footer a').first().focus()
    const backwards = await tabThrough(page, 'Shift+Tab')
    expect(backwards, 'covered while tabbing backwards').toEqual([])
  })
}

test('focus on a notch in the stuck bar does not scroll the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/services')
  await pageReady(page)
  await page.evaluate(() => window.scrollTo(0, 1500))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)
  const notches = page.locator('[data-slot="scroll-notch"]')
  for (const index of [0, 3, 7]) {
    await notches.nth(index).focus()
    expect(await page.evaluate(() => window.scrollY)).toBe(1500)
    expect(await focusCovers(page)).toEqual([])
  }
})

import type { ElementHandle, Locator, Page } from '@playwright/test'

/** What forced colours leave of an element's look: the paint that tells states apart. */
export type Paint = {
  background: string
  text: string
  border: string
  outline: string
}

/** Paint plus the type's own marks (weight, underline), which forced colours leave alone. */
export type Look = Paint & { weight: string; decoration: string }

/**
 * The element's look as computed now (in forced colours when they are emulated). The background
 * is the one seen through it (the first opaque one up the tree), since a transparent and an
 * opaque Canvas look the same.
 */
function lookInPage(element: Element): Look {
  const style = getComputedStyle(element)
  const opaque = (colour: string) => !/rgba\(.*,\s*0\)$|transparent/.test(colour)
  let seen = 'none'
  for (let node: Element | null = element; node; node = node.parentElement) {
    const background = getComputedStyle(node).backgroundColor
    if (opaque(background)) {
      seen = background.replace(/rgba\((\d+), (\d+), (\d+), [\d.]+\)/, 'rgb($1, $2, $3)')
      break
    }
  }
  const outline =
    style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
      ? 'none'
      : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`
  return {
    background: seen,
    text: style.color,
    border:
      style.borderTopStyle === 'none' || parseFloat(style.borderTopWidth) === 0
        ? 'none'
        : `${style.borderTopStyle} ${style.borderTopWidth} ${style.borderTopColor}`,
    outline,
    weight: style.fontWeight,
    decoration: style.textDecorationLine,
  }
}

type Target = Locator | ElementHandle<Element>

/** The element's colours, border and outline: what a state drawn in colour depends on. */
export async function paintOf(target: Target): Promise<Paint> {
  const { background, text, border, outline } = await (target as Locator).evaluate(lookInPage)
  return { background, text, border, outline }
}

/** The element's paint and its type's marks: everything that can tell a state apart. */
export function lookOf(target: Target): Promise<Look> {
  return (target as Locator).evaluate(lookInPage)
}

/** The states a page marks on an element for assistive technology, which sight needs too. */
export const MARKED_STATE =
  '[aria-current]:not([aria-current="false"]), [aria-pressed="true"], [aria-selected="true"], [aria-checked="true"]'

/** One element in a marked state and one of its visible peers of the same kind out of it. */
export type StatePair = { what: string; on: ElementHandle<Element>; off: ElementHandle<Element> }

/**
 * Every visible element of the page in a marked state (current, pressed, selected, checked), paired
 * with each visible peer out of it (up to 12): the same tag, role and classes (the same component
 * in the other state), under the nearest ancestor (up to four levels) that has any. The state
 * must tell it apart from every one of them. A state with no peer has nothing to be told apart
 * from, and is left out.
 */
export async function statePairs(page: Page): Promise<StatePair[]> {
  const handle = await page.evaluateHandle((selector) => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible'
    }
    // The same component: the same classes but the router's own mark of the current link.
    const kind = (element: Element) =>
      Array.from(element.classList)
        .filter((name) => name !== 'active')
        .join(' ')
    const stateOf = (element: Element) =>
      ['aria-current', 'aria-pressed', 'aria-selected', 'aria-checked'].find((name) =>
        element.matches(`[${name}]:not([${name}="false"])`),
      )
    const pairs: Array<{ what: string; on: Element; off: Element }> = []
    for (const on of Array.from(document.querySelectorAll(selector))) {
      if (!shown(on)) continue
      const state = stateOf(on)!
      // The peers at the nearest level up that has any: the other links of a nav, the other
      // pages of a pager.
      let offs: Element[] = []
      let ancestor = on.parentElement
      for (let level = 0; ancestor && level < 4 && offs.length === 0; level++) {
        offs = Array.from(ancestor.querySelectorAll(on.tagName)).filter(
          (peer) =>
            peer !== on &&
            peer.getAttribute('role') === on.getAttribute('role') &&
            kind(peer) === kind(on) &&
            (state === 'aria-current' ? !peer.hasAttribute(state) : peer.hasAttribute(state)) &&
            !peer.matches(selector) &&
            shown(peer),
        )
        ancestor = ancestor.parentElement
      }
      const name = (on.getAttribute('aria-label') ?? on.textContent ?? '').trim().slice(0, 40)
      for (const off of offs.slice(0, 12)) {
        const peer = (off.getAttribute('aria-label') ?? off.textContent ?? '').trim().slice(0, 40)
        pairs.push({
          what: `${on.tagName.toLowerCase()} "${name}" (${state}) beside "${peer}"`,
          on,
          off,
        })
      }
    }
    return pairs
  }, MARKED_STATE)
  const length = await handle.evaluate((pairs) => pairs.length)
  const pairs: StatePair[] = []
  for (let index = 0; index < length; index++) {
    const what = await handle.evaluate((all, at) => all[at]!.what, index)
    const on = (await handle.evaluateHandle((all, at) => all[at]!.on, index)).asElement()
    const off = (await handle.evaluateHandle((all, at) => all[at]!.off, index)).asElement()
    if (on && off) pairs.push({ what, on, off })
  }
  await handle.dispose()
  return pairs
}

/**
 * The marked states the page draws differently from their peers in its own colours but that
 * look the same as them in forced colours (Windows contrast themes), which drop backgrounds and
 * replace every colour: each is named, with what it looks like. Leaves forced colours off.
 */
export async function statesLostInForcedColours(page: Page): Promise<string[]> {
  // Each look is read at rest: no focus ring on either element, no colour still in transition.
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    const still = document.createElement('style')
    still.id = 'states-at-rest'
    still.textContent = '*, *::before, *::after { transition: none !important; }'
    document.head.append(still)
  })
  const pairs = await statePairs(page)
  const drawn: StatePair[] = []
  for (const pair of pairs) {
    if (JSON.stringify(await lookOf(pair.on)) !== JSON.stringify(await lookOf(pair.off))) {
      drawn.push(pair)
    }
  }
  await page.emulateMedia({ forcedColors: 'active' })
  try {
    const lost: string[] = []
    for (const { what, on, off } of drawn) {
      const look = JSON.stringify(await lookOf(on))
      if (look === JSON.stringify(await lookOf(off))) lost.push(`${what}: ${look}`)
    }
    return lost
  } finally {
    await page.emulateMedia({ forcedColors: 'none' })
    await page.evaluate(() => document.getElementById('states-at-rest')?.remove())
    for (const { on, off } of pairs) await Promise.all([on.dispose(), off.dispose()])
  }
}

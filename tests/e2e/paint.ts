import type { ElementHandle, JSHandle, Locator, Page } from '@playwright/test'

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
 * Each element's look as computed now (in forced colours when they are emulated). The background
 * is the one seen through it (the first opaque one up the tree), since a transparent and an
 * opaque Canvas look the same. Runs in the page, on one element or many in one call.
 */
function looksInPage(elements: Element | Element[]): Look[] {
  const lookOne = (element: Element): Look => {
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
  return (Array.isArray(elements) ? elements : [elements]).map(lookOne)
}

type Target = Locator | ElementHandle<Element>

/** The element's colours, border and outline: what a state drawn in colour depends on. */
export async function paintOf(target: Target): Promise<Paint> {
  const { background, text, border, outline } = await lookOf(target)
  return { background, text, border, outline }
}

/** The element's paint and its type's marks: everything that can tell a state apart. */
export async function lookOf(target: Target): Promise<Look> {
  const [look] = await (target as Locator).evaluate(looksInPage)
  return look!
}

/** The states a page marks on an element for assistive technology, which sight needs too. */
export const MARKED_STATE =
  '[aria-current]:not([aria-current="false"]), [aria-pressed="true"], [aria-selected="true"], [aria-checked="true"]'

/** One element in a marked state and one of its visible peers of the same kind out of it. */
type StatePair = { what: string; on: Element; off: Element }

/**
 * Every visible element of the page in a marked state (current, pressed, selected, checked), paired
 * with each visible peer out of it (up to 12): the same tag, role and classes (the same component
 * in the other state), under the nearest ancestor (up to four levels) that has any. The state
 * must tell it apart from every one of them. A state with no peer has nothing to be told apart
 * from, and is left out.
 */
function statePairs(page: Page): Promise<JSHandle<StatePair[]>> {
  return page.evaluateHandle((selector) => {
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
    const pairs: StatePair[] = []
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
  // Every pair's two looks are read in one call, not two per pair: the gallery has hundreds.
  const pairs = await statePairs(page)
  const elements = await pairs.evaluateHandle((all) => all.flatMap(({ on, off }) => [on, off]))
  const looks = async () =>
    (await elements.evaluate(looksInPage)).map((look) => JSON.stringify(look))
  const what = await pairs.evaluate((all) => all.map((pair) => pair.what))
  const own = await looks()
  await page.emulateMedia({ forcedColors: 'active' })
  try {
    const forced = await looks()
    // Drawn apart in the page's own colours, the same in forced colours: lost.
    return what.flatMap((name, at) =>
      own[2 * at] !== own[2 * at + 1] && forced[2 * at] === forced[2 * at + 1]
        ? [`${name}: ${forced[2 * at]}`]
        : [],
    )
  } finally {
    await page.emulateMedia({ forcedColors: 'none' })
    await page.evaluate(() => document.getElementById('states-at-rest')?.remove())
    await Promise.all([pairs.dispose(), elements.dispose()])
  }
}

import type { Page } from '@playwright/test'

/** Text runs and list markers: their names are their own text or a generated number. */
const TEXT_ROLES = new Set(['StaticText', 'InlineTextBox', 'ListMarker'])

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

/**
 * The names a screen reader gets from the page as it stands, and those with a word the page does
 * not contain. React writes `{' '}` between `<!-- -->` markers, and Chromium drops such
 * whitespace-only text nodes from accessible names: "as the privacy statement explains" became
 * one name with "theprivacy" and "statementexplains" in it. So every word of every name in the
 * page's accessibility tree must be a word the page itself contains (in its text or attributes).
 */
export async function accessibleNames(page: Page): Promise<{ names: string[]; glued: string[] }> {
  // Chromium's own accessibility tree: what a screen reader is given (Playwright's ariaSnapshot
  // computes names by itself, and keeps those spaces).
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value?: string }; name?: { value?: string } }[]
    }
    const pageWords = new Set(
      words(
        await page.evaluate(() =>
          [
            // Each text node on its own (textContent runs neighbouring elements together), and
            // the whole text too, for a word split across elements.
            document.title,
            document.body.textContent ?? '',
            ...(function textNodes() {
              const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
              const texts: string[] = []
              while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? '')
              return texts
            })(),
            ...Array.from(document.querySelectorAll('*')).flatMap((element) =>
              ['aria-label', 'alt', 'title', 'value', 'placeholder']
                .map((name) => element.getAttribute(name) ?? '')
                .filter(Boolean),
            ),
          ].join(' '),
        ),
      ),
    )
    const names = nodes
      .filter((node) => !node.ignored && !TEXT_ROLES.has(node.role?.value ?? ''))
      .map((node) => node.name?.value ?? '')
      .filter(Boolean)
    const glued = names.filter((name) => words(name).some((word) => !pageWords.has(word)))
    return { names, glued }
  } finally {
    await cdp.detach()
  }
}

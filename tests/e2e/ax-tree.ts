import type { Page } from '@playwright/test'

/** A node of Chromium's own accessibility tree: what a screen reader is given. */
export type AxNode = {
  role: string
  name: string
  /** Its value (a combobox's chosen option or placeholder), '' when it has none. */
  value: string
  properties: Record<string, unknown>
}

/**
 * The nodes with `role` in Chromium's accessibility tree. Playwright's role queries compute names
 * themselves; this asks the browser, whose names can differ (it drops whitespace-only text nodes
 * between React's `<!-- -->` markers in prerendered HTML, for one).
 */
export async function chromiumAxNodes(page: Page, role: string): Promise<AxNode[]> {
  const session = await page.context().newCDPSession(page)
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree')
    return nodes
      .filter((node) => !node.ignored && node.role?.value === role)
      .map((node) => ({
        role,
        name: String(node.name?.value ?? ''),
        value: String(node.value?.value ?? ''),
        properties: Object.fromEntries(
          (node.properties ?? []).map((property) => [property.name, property.value.value]),
        ),
      }))
  } finally {
    await session.detach()
  }
}

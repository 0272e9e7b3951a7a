import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const css = readFileSync(
  fileURLToPath(new URL('../../src/styles/theme.css', import.meta.url)),
  'utf8',
)

/** The colour tokens (`--color-<name>: #rrggbb`) of one theme block of theme.css, by name. */
function tokens(selector: string): Record<string, string> {
  const block = new RegExp(`${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? ''
  return Object.fromEntries(
    [...block.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]),
  ) as Record<string, string>
}

/** Both themes' colour tokens, read from the stylesheet the site ships (not a copy of it). */
export const THEME_TOKENS = { light: tokens(':root'), dark: tokens('.dark') } as const

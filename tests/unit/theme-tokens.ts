import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const css = readFileSync(
  fileURLToPath(new URL('../../src/styles/theme.css', import.meta.url)),
  'utf8',
)

/** The colour tokens (`--color-<name>: #rrggbb`) of the first block that `opening` opens. */
function tokens(opening: RegExp): Record<string, string> {
  const start = opening.exec(css)
  if (!start) throw new Error(`theme.css has no block ${opening}`)
  const rest = css.slice(start.index + start[0].length)
  const block = rest.slice(0, rest.indexOf('}'))
  return Object.fromEntries(
    [...block.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]),
  ) as Record<string, string>
}

/** Both themes' colour tokens, read from the stylesheet the site ships (not a copy of it). */
export const THEME_TOKENS = {
  light: tokens(/^@theme\s*\{/m),
  dark: tokens(/@variant dark\s*\{/),
} as const

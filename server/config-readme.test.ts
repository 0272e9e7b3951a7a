// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PORT, SERVER_ENV_NAMES, serverEnv } from './config.ts'
import { localSiteUrl } from './site-url.ts'

/**
 * The README's configuration tables against the code: the server's rows against the schema in
 * config.ts, the `VITE_*` rows (read by the build, not the server) against `src/vite-env.d.ts`
 * and the defaults in `src/content/`. Both ways: no variable undocumented, no row for nothing.
 */
const repository = fileURLToPath(new URL('..', import.meta.url))
const readme = readFileSync(join(repository, 'README.md'), 'utf8')

type Row = { name: string; defaultCell: string; line: number }

/** Every table row whose first cell is a backticked UPPER_CASE name. */
const rows: Row[] = readme.split('\n').flatMap((text, index) => {
  if (!text.startsWith('|')) return []
  const cells = text
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.trim())
  const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[0] ?? '')?.[1]
  return name ? [{ name, defaultCell: cells[1] ?? '', line: index + 1 }] : []
})
const serverRows = rows.filter((row) => !row.name.startsWith('VITE_'))
const clientRows = rows.filter((row) => row.name.startsWith('VITE_'))

/** A default cell: `value`, or (a description) when there is no value. */
function documentedDefault(row: Row): { value: string } | { none: string } {
  const value = /^`([^`]+)`$/.exec(row.defaultCell)?.[1]
  if (value !== undefined) return { value }
  const none = /^\(([^)]+)\)$/.exec(row.defaultCell)?.[1]
  if (none !== undefined) return { none }
  throw new Error(
    `README.md:${row.line}: ${row.name}'s default "${row.defaultCell}" is neither \`a value\` nor (a description)`,
  )
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort()

describe("the README's configuration tables", () => {
  it('name each variable once', () => {
    expect(rows.length).toBeGreaterThan(20)
    const names = rows.map((row) => row.name)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })

  it("list exactly the variables the server's schema reads", () => {
    expect(sorted(serverRows.map((row) => row.name))).toEqual(sorted(SERVER_ENV_NAMES))
  })

  it('give each server variable the default the schema has', () => {
    // Relative paths in the README are from the repository, where the server is started.
    expect(resolve(process.cwd())).toBe(resolve(repository))
    const unset = serverEnv.parse({})
    for (const row of serverRows) {
      const name = row.name as keyof typeof unset
      const documented = documentedDefault(row)
      const where = `README.md:${row.line} ${name}`
      if ('none' in documented) {
        // "(unset)", "(none)", "(all interfaces)": the schema has no value of its own.
        expect([undefined, []], where).toContainEqual(unset[name])
      } else if (documented.value.includes('<PORT>')) {
        // Made from PORT once the server listens (PORT=0 picks one): nothing in the schema.
        expect(unset[name], where).toBeUndefined()
        expect(documented.value.replace('<PORT>', String(DEFAULT_PORT))).toBe(
          localSiteUrl(DEFAULT_PORT),
        )
      } else {
        // Set to the documented default, the variable reads as if it were unset.
        expect(serverEnv.parse({ [name]: documented.value })[name], where).toEqual(unset[name])
      }
    }
  })

  it("list exactly the build's VITE_* variables (src/vite-env.d.ts)", () => {
    const declarations = readFileSync(join(repository, 'src/vite-env.d.ts'), 'utf8')
    const importMetaEnv = /interface ImportMetaEnv \{([^}]*)\}/.exec(declarations)?.[1] ?? ''
    const declared = [...importMetaEnv.matchAll(/readonly (VITE_[A-Z0-9_]+)\??:/g)].map(
      (match) => match[1] ?? '',
    )
    expect(declared.length).toBeGreaterThan(0)
    expect(sorted(clientRows.map((row) => row.name))).toEqual(sorted(declared))
  })

  it('give each VITE_* variable the default src/content/ falls back on', () => {
    const folder = join(repository, 'src/content')
    const fallbacks = new Map<string, string>()
    for (const file of readdirSync(folder).filter((name) => /\.tsx?$/.test(name))) {
      const text = readFileSync(join(folder, file), 'utf8')
      for (const match of text.matchAll(/setting\(\s*env\.(VITE_\w+),\s*'([^']*)',?\s*\)/g)) {
        fallbacks.set(match[1] ?? '', match[2] ?? '')
      }
    }
    const documented = new Map(
      clientRows.map((row) => {
        const value = documentedDefault(row)
        return [row.name, 'value' in value ? value.value : undefined]
      }),
    )
    expect(new Map([...fallbacks].sort())).toEqual(new Map([...documented].sort()))
  })
})

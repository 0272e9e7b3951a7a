// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../../src/lib/contrast'
import { THEME_TOKENS } from './theme-tokens'

const themes = THEME_TOKENS

/** Text (4.5:1) and non-text (3:1) pairs the site uses. */
const textPairs: [string, string][] = [
  ['fg', 'bg'],
  ['muted', 'bg'],
  ['link', 'bg'],
  ['fg', 'surface'],
  ['muted', 'surface'],
  ['link', 'surface'],
  ['fg', 'surface-raised'],
  ['link', 'surface-raised'],
  ['primary-fg', 'primary'],
  ['accent-fg', 'accent'],
  ['danger', 'bg'],
  ['danger', 'surface'],
  ['danger', 'surface-raised'],
]
const nonTextPairs: [string, string][] = [
  ['focus', 'bg'],
  ['focus', 'surface'],
  // The active search result's ring, against the results list.
  ['focus', 'surface-raised'],
  ['border', 'bg'],
  ['danger', 'bg'],
]

describe.each(Object.entries(themes))('%s theme', (_name, theme) => {
  it('defines every token', () => {
    for (const token of new Set([...textPairs, ...nonTextPairs].flat())) {
      expect(theme[token], token).toMatch(/^#[0-9a-f]{6}$/i)
    }
  })

  it.each(textPairs)('%s on %s meets 4.5:1', (fore, back) => {
    expect(contrastRatio(theme[fore] as string, theme[back] as string)).toBeGreaterThanOrEqual(4.5)
  })

  it.each(nonTextPairs)('%s against %s meets 3:1', (fore, back) => {
    expect(contrastRatio(theme[fore] as string, theme[back] as string)).toBeGreaterThanOrEqual(3)
  })
})

describe('the footer', () => {
  it('keeps white text readable on its background in both themes', () => {
    expect(contrastRatio('#ffffff', themes.light.primary as string)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio('#ffffff', themes.dark.surface as string)).toBeGreaterThanOrEqual(4.5)
  })
})

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrastRatio('#1d1a60', '#1d1a60')).toBe(1)
  })
})

/**
 * Each colour a widget's variant gives (a `cva` option in `src/ui/`, such as Button's `primary`):
 * its text token on its background token, read from the source, so a new variant is checked
 * without a line here. Only unprefixed classes count (a hover or state shade is the same pair).
 */
function variantColourPairs(): { where: string; fore: string; back: string }[] {
  const dir = fileURLToPath(new URL('../../src/ui', import.meta.url))
  const tokens = new Set(Object.keys(themes.light))
  const pairs: { where: string; fore: string; back: string }[] = []
  const widgets = readdirSync(dir).filter((name) => /^[a-z-]+\.tsx$/.test(name))
  for (const name of widgets) {
    const file = ts.createSourceFile(
      name,
      readFileSync(join(dir, name), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    )
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'cva'
      ) {
        const config = node.arguments[1]
        const variants =
          config && ts.isObjectLiteralExpression(config)
            ? config.properties.find((p) => p.name?.getText(file) === 'variants')
            : undefined
        if (
          variants &&
          ts.isPropertyAssignment(variants) &&
          ts.isObjectLiteralExpression(variants.initializer)
        ) {
          for (const group of variants.initializer.properties) {
            if (!ts.isPropertyAssignment(group) || !ts.isObjectLiteralExpression(group.initializer))
              continue
            for (const option of group.initializer.properties) {
              if (!ts.isPropertyAssignment(option) || !ts.isStringLiteralLike(option.initializer))
                continue
              const classes = option.initializer.text.split(/\s+/)
              const of = (prefix: string) =>
                classes
                  .map((c) => c.slice(prefix.length))
                  .filter((t, i) => classes[i]!.startsWith(prefix) && tokens.has(t))
              const where = `${name} ${group.name.getText(file)}.${option.name.getText(file)}`
              for (const fore of of('text-'))
                for (const back of of('bg-')) pairs.push({ where, fore, back })
            }
          }
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(file)
  }
  return pairs
}

describe('the widgets’ variants', () => {
  const pairs = variantColourPairs()

  it('are found in the source (Button’s primary and secondary among them)', () => {
    expect(pairs).toEqual(
      expect.arrayContaining([
        { where: 'button.tsx variant.primary', fore: 'primary-fg', back: 'primary' },
        { where: 'button.tsx variant.secondary', fore: 'accent-fg', back: 'accent' },
      ]),
    )
  })

  it.each(Object.entries(themes))(
    'give text that meets 4.5:1 on its background (%s)',
    (_name, theme) => {
      for (const { where, fore, back } of pairs) {
        expect(
          contrastRatio(theme[fore] as string, theme[back] as string),
          `${where}: ${fore} on ${back}`,
        ).toBeGreaterThanOrEqual(4.5)
      }
    },
  )
})

// @vitest-environment node
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../src/lib/contrast'
import { THEME_TOKENS } from '../tests/unit/theme-tokens'
import {
  componentName,
  exampleSources,
  highlighted,
  widgetExampleCode,
} from './example-code-plugin.ts'
import { WIDGET_DIR } from './widget-props-plugin.ts'

const FILE = `import { useState } from 'react'
import type { WidgetExamples } from './examples'
import type { Option } from './thing'
import { Thing, unused } from './thing'
import { controlledExample } from './controlled-example'

/** The options every example shows. */
const options: Option[] = [{ value: 'a', label: 'A' }]

const other = 1

function Demo({ start }: { start: number }) {
  const [n, setN] = useState(start)
  return <Thing options={options} value={n} onChange={setN} />
}

export default {
  widget: 'Thing',
  examples: [
    { name: 'Plain', render: () => <Thing options={options} label="other" /> },
    { name: 'In a demo, 2 ways', description: 'x', render: () => <Demo start={2} /> },
    controlledExample<string>({
      widget: 'thing',
      initial: 'a',
      render: (value, setValue) => <Thing options={options} value={value} onChange={setValue} />,
    }),
    { ...controlledExample<number>({ widget: 'counter', initial: 0, render: (n, setN) => <Thing value={n} onChange={setN} /> }), description: 'y' },
  ],
} satisfies WidgetExamples
`

describe("each gallery example's code", () => {
  const examples = exampleSources('thing.examples.tsx', FILE)
  const source = (name: string) => examples.find((example) => example.name === name)?.source

  it('names each example as the gallery does, the controlled ones included', () => {
    expect(examples.map((example) => example.name)).toEqual([
      'Plain',
      'In a demo, 2 ways',
      'Controlled thing',
      'Controlled counter',
    ])
    expect(componentName('In a demo, 2 ways')).toBe('InADemo2Ways')
    expect(componentName('2 columns')).toBe('Example2Columns')
  })

  it('is the example as a component, with the imports and helpers it uses and no others', () => {
    expect(source('Plain')).toBe(
      [
        "import type { Option } from './thing'",
        "import { Thing } from './thing'",
        '',
        'export function Plain() {',
        'return <Thing options={options} label="other" />',
        '}',
        '',
        '/** The options every example shows. */',
        "const options: Option[] = [{ value: 'a', label: 'A' }]",
      ].join('\n'),
    )
    // A helper brings what it uses along (Demo reads options and useState), in the file's order.
    const demo = source('In a demo, 2 ways') ?? ''
    expect(demo).toContain("import { useState } from 'react'")
    expect(demo.indexOf('export function InADemo2Ways()')).toBeLessThan(
      demo.indexOf('const options'),
    )
    expect(demo.indexOf('const options')).toBeLessThan(demo.indexOf('function Demo('))
    expect(demo).not.toContain('const other')
    expect(demo).not.toContain('controlledExample')
  })

  it("writes a controlled example as the page would: the value in the component's state", () => {
    expect(source('Controlled thing')).toContain(
      [
        'export function ControlledThing() {',
        "const [value, setValue] = useState<string | null>('a')",
        'return <Thing options={options} value={value} onChange={setValue} />',
        '}',
      ].join('\n'),
    )
    // useState is imported for it though the file's own import is not for this example.
    expect(source('Controlled counter')).toMatch(/^import \{ useState \} from 'react'\n/)
    expect(source('Controlled counter')).toContain('const [n, setN] = useState<number | null>(0)')
  })

  it('reads `export default examples` as well as an inline default export', () => {
    const named = exampleSources(
      'x.examples.tsx',
      "import { X } from './x'\nconst examples = { widget: 'X', examples: [{ name: 'One', render: () => <X /> }] }\nexport default examples\n",
    )
    expect(named).toEqual([
      {
        name: 'One',
        source: "import { X } from './x'\n\nexport function One() {\nreturn <X />\n}",
      },
    ])
  })

  it('refuses an example it cannot show the code of, naming the file and line', () => {
    expect(() =>
      exampleSources('y.examples.tsx', "export default { widget: 'Y', examples: [make()] }\n"),
    ).toThrow(/y\.examples\.tsx:1: an example must be/)
  })

  it('is coloured as HTML that escapes the code and holds nothing but spans', async () => {
    const html = await highlighted("const a = '<b>' && 1 > 2")
    expect(html).toContain("'&lt;b&gt;'")
    expect(
      html.replace(/<span style="--l:#[0-9A-Fa-f]{6};--d:#[0-9A-Fa-f]{6}">|<\/span>/g, ''),
    ).not.toMatch(/[<>]/)
  })
})

describe('the code of every widget in the library', async () => {
  const widgets = readdirSync(WIDGET_DIR)
    .filter((name) => name.endsWith('.examples.tsx'))
    .map((name) => name.replace('.examples.tsx', ''))
  const codes = Object.fromEntries(
    await Promise.all(
      widgets.map(async (widget) => [widget, await widgetExampleCode(WIDGET_DIR, widget)] as const),
    ),
  )

  it.each(widgets)('%s: every example the gallery shows has its code', async (widget) => {
    const module = (await import(`../src/ui/${widget}.examples.tsx`)) as {
      default: { examples: { name: string }[] }
    }
    const code = codes[widget] ?? {}
    expect(Object.keys(code)).toEqual(module.default.examples.map((example) => example.name))
    for (const { source } of Object.values(code))
      expect(source).toMatch(/^export function \w+\(\) \{$/m)
  })

  it("colours every token readably on the code's background in both themes (4.5:1)", () => {
    const html = Object.values(codes)
      .flatMap((code) => Object.values(code))
      .map(({ html }) => html)
      .join('')
    const pairs = new Set(
      [...html.matchAll(/--l:(#[0-9A-Fa-f]{6});--d:(#[0-9A-Fa-f]{6})/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      ),
    )
    expect(pairs.size).toBeGreaterThan(3)
    for (const pair of pairs) {
      const [light = '', dark = ''] = pair.split(' ')
      expect(contrastRatio(light, THEME_TOKENS.light.surface!), light).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(dark, THEME_TOKENS.dark.surface!), dark).toBeGreaterThanOrEqual(4.5)
    }
  })
})

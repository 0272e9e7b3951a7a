import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import * as prettier from 'prettier'
import { codeToTokens, type ThemedToken } from 'shiki'
import ts from 'typescript'
import type { Plugin } from 'vite'
import { WIDGET_DIR } from './widget-props-plugin.ts'

/** The virtual module the widget gallery imports each example's code from. */
export const EXAMPLE_CODE_MODULE = 'virtual:example-code'
const resolvedId = `\0${EXAMPLE_CODE_MODULE}`

/**
 * The themes the code is coloured with: GitHub's high-contrast pair, whose every colour meets
 * WCAG AA on the gallery's code background in its theme (tests/unit/example-code.test.ts).
 */
export const CODE_THEMES = {
  light: 'github-light-high-contrast',
  dark: 'github-dark-high-contrast',
} as const

/** By example name as the gallery shows it: the example's code as coloured HTML. */
export type ExampleCode = Record<string, string>

/** One example's code: the source as a developer would paste it, and that source coloured. */
export interface WrittenCode {
  /** Formatted TSX: the imports and the file's own helpers it uses, then the example. */
  source: string
  /** `source` as HTML: a `<span>` per coloured token, `--l`/`--d` its light and dark colours. */
  html: string
}

/** `Few pages, all shown` → `FewPagesAllShown`: the example's component name. */
export function componentName(exampleName: string): string {
  const words = exampleName.match(/[A-Za-z0-9]+/g) ?? ['Example']
  const name = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  return /^[0-9]/.test(name) ? `Example${name}` : name
}

/** A top-level statement the examples may use, with the names it declares. */
type Declaration = { node: ts.Statement; names: string[] }

/** The names a statement declares at the top level of the file (not the default export). */
function declaredNames(statement: ts.Statement): string[] {
  if (
    (ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isEnumDeclaration(statement)) &&
    statement.name
  ) {
    return [statement.name.text]
  }
  if (ts.isVariableStatement(statement)) {
    const names: string[] = []
    const collect = (name: ts.BindingName) => {
      if (ts.isIdentifier(name)) names.push(name.text)
      else
        for (const element of name.elements)
          if (!ts.isOmittedExpression(element)) collect(element.name)
    }
    for (const declaration of statement.declarationList.declarations) collect(declaration.name)
    return names
  }
  return []
}

/**
 * The identifiers `node` reads: every identifier but a property's or an attribute's own name
 * (`a.b`'s `b`, `{ b: 1 }`'s `b`, `<X b="" />`'s `b`), which name no binding.
 */
function usedNames(node: ts.Node): Set<string> {
  const names = new Set<string>()
  const visit = (child: ts.Node) => {
    if (ts.isIdentifier(child)) {
      const parent = child.parent
      const ownName =
        (parent !== undefined &&
          ((ts.isPropertyAccessExpression(parent) && parent.name === child) ||
            (ts.isPropertyAssignment(parent) && parent.name === child) ||
            (ts.isJsxAttribute(parent) && parent.name === child) ||
            (ts.isPropertySignature(parent) && parent.name === child) ||
            (ts.isBindingElement(parent) && parent.propertyName === child))) ||
        false
      if (!ownName) names.add(child.text)
    }
    ts.forEachChild(child, visit)
  }
  visit(node)
  return names
}

/** The text of a property of an object literal, by its name. */
function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const member of object.properties) {
    if (ts.isPropertyAssignment(member) && member.name.getText() === name) return member.initializer
  }
  return undefined
}

/** A string literal's value, or a template literal's without substitutions. */
function stringValue(node: ts.Expression | undefined): string | undefined {
  if (node === undefined) return undefined
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  return undefined
}

/** The body of an arrow function as statements: `() => <X />` becomes `return <X />`. */
function bodyStatements(fn: ts.ArrowFunction | ts.FunctionExpression, file: ts.SourceFile): string {
  if (ts.isBlock(fn.body)) {
    return fn.body.statements.map((statement) => statement.getText(file)).join('\n')
  }
  return `return ${fn.body.getText(file)}`
}

const isFunction = (
  node: ts.Expression | undefined,
): node is ts.ArrowFunction | ts.FunctionExpression =>
  node !== undefined && (ts.isArrowFunction(node) || ts.isFunctionExpression(node))

/** One example as the file writes it: its name, its component's body, the node it reads from. */
type WrittenExample = { name: string; body: string; reads: ts.Node; hooks: string[] }

/**
 * An entry of the `examples` array: an object literal with a literal `name` and a `render`
 * function, or a `controlledExample<T>({ widget, initial, render: (value, setValue) => … })` call,
 * whose code is the same widget held in the component's own state, as a page would write it.
 */
function writtenExample(entry: ts.Expression, file: ts.SourceFile): WrittenExample {
  const where = `${file.fileName}:${file.getLineAndCharacterOfPosition(entry.getStart(file)).line + 1}`
  // `{ ...controlledExample({ … }), description: … }`: the spread example, its text changed.
  const spread = ts.isObjectLiteralExpression(entry)
    ? entry.properties.find(ts.isSpreadAssignment)?.expression
    : undefined
  if (
    spread !== undefined &&
    property(entry as ts.ObjectLiteralExpression, 'render') === undefined
  ) {
    return writtenExample(spread, file)
  }
  if (ts.isObjectLiteralExpression(entry)) {
    const name = stringValue(property(entry, 'name'))
    const render = property(entry, 'render')
    if (name === undefined || !isFunction(render)) {
      throw new Error(`${where}: an example needs a literal name and a render function`)
    }
    return { name, body: bodyStatements(render, file), reads: render, hooks: [] }
  }
  if (
    ts.isCallExpression(entry) &&
    entry.expression.getText(file) === 'controlledExample' &&
    entry.arguments[0] !== undefined &&
    ts.isObjectLiteralExpression(entry.arguments[0])
  ) {
    const options = entry.arguments[0]
    const widget = stringValue(property(options, 'widget'))
    const initial = property(options, 'initial')
    const render = property(options, 'render')
    if (widget === undefined || initial === undefined || !isFunction(render)) {
      throw new Error(`${where}: controlledExample needs a literal widget, initial and render`)
    }
    const [value = 'value', setValue = 'setValue'] = render.parameters.map((p) =>
      p.name.getText(file),
    )
    const type = entry.typeArguments?.[0]?.getText(file)
    const state = `const [${value}, ${setValue}] = useState${type === undefined ? '' : `<${type} | null>`}(${initial.getText(file)})`
    return {
      name: `Controlled ${widget}`,
      body: `${state}\n${bodyStatements(render, file)}`,
      reads: options,
      hooks: ['useState'],
    }
  }
  throw new Error(`${where}: an example must be an object literal or a controlledExample(…) call`)
}

/** An expression without `satisfies`, `as` and parentheses around it. */
function unwrapped(expression: ts.Expression): ts.Expression {
  while (
    ts.isSatisfiesExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isParenthesizedExpression(expression)
  ) {
    expression = expression.expression
  }
  return expression
}

/** The top-level `const` named `name`'s statement and initializer. */
function constant(file: ts.SourceFile, name: string) {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
        return { statement, initializer: declaration.initializer }
      }
    }
  }
  return undefined
}

/**
 * The `examples` array of what the file default-exports: `export default { … }` (through
 * `satisfies`/`as`), or `export default examples` for a `const examples = { … }`.
 */
function examplesArray(file: ts.SourceFile): {
  array: ts.ArrayLiteralExpression
  exported?: ts.Statement
} {
  for (const statement of file.statements) {
    if (!ts.isExportAssignment(statement)) continue
    let expression = unwrapped(statement.expression)
    let exported: ts.Statement | undefined
    if (ts.isIdentifier(expression)) {
      const found = constant(file, expression.text)
      if (found?.initializer === undefined) break
      exported = found.statement
      expression = unwrapped(found.initializer)
    }
    if (ts.isObjectLiteralExpression(expression)) {
      const examples = property(expression, 'examples')
      if (examples !== undefined && ts.isArrayLiteralExpression(examples)) {
        return { array: examples, ...(exported === undefined ? {} : { exported }) }
      }
    }
  }
  throw new Error(`${file.fileName}: no "export default { examples: [ … ] }"`)
}

/**
 * Each example of an examples file as code a developer can paste: the imports it needs, the
 * example as a component, and the file's own helpers it uses (and theirs, in the file's order).
 * Unformatted; `widgetExampleCode` formats and colours it.
 */
export function exampleSources(fileName: string, text: string): { name: string; source: string }[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const { array, exported } = examplesArray(file)
  const declarations: Declaration[] = file.statements
    .filter(
      (statement) =>
        !ts.isImportDeclaration(statement) &&
        !ts.isExportAssignment(statement) &&
        statement !== exported,
    )
    .map((node) => ({ node, names: declaredNames(node) }))
    .filter(({ names }) => names.length > 0)
  const imports = file.statements.filter(ts.isImportDeclaration)

  return array.elements.map((entry) => {
    const example = writtenExample(entry, file)
    // The helpers the example reads, and the helpers they read, until nothing new is read.
    const used = new Set<Declaration>()
    const names = new Set([...usedNames(example.reads), ...example.hooks])
    for (let grew = true; grew;) {
      grew = false
      for (const declaration of declarations) {
        if (used.has(declaration) || !declaration.names.some((name) => names.has(name))) continue
        used.add(declaration)
        for (const name of usedNames(declaration.node)) names.add(name)
        grew = true
      }
    }
    const importLines = imports.flatMap((declaration) => {
      const clause = declaration.importClause
      if (clause === undefined) return []
      const from = declaration.moduleSpecifier.getText(file)
      const wanted: string[] = []
      const defaultName = clause.name?.text
      const bindings = clause.namedBindings
      if (bindings !== undefined && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (names.has(element.name.text)) wanted.push(element.getText(file))
        }
      }
      const parts = [
        ...(defaultName !== undefined && names.has(defaultName) ? [defaultName] : []),
        ...(bindings !== undefined &&
        ts.isNamespaceImport(bindings) &&
        names.has(bindings.name.text)
          ? [bindings.getText(file)]
          : []),
        ...(wanted.length > 0 ? [`{ ${wanted.join(', ')} }`] : []),
      ]
      const kind = clause.isTypeOnly ? 'import type' : 'import'
      return parts.length === 0 ? [] : [`${kind} ${parts.join(', ')} from ${from}`]
    })
    // A hook the example gains (the controlled example's useState) from React, if not imported.
    for (const hook of example.hooks) {
      if (!importLines.some((line) => new RegExp(`\\b${hook}\\b`).test(line))) {
        importLines.unshift(`import { ${hook} } from 'react'`)
      }
    }
    const helpers = declarations
      .filter((declaration) => used.has(declaration))
      .map(({ node }) => node.getFullText(file).trim())
    const component = `export function ${componentName(example.name)}() {\n${example.body}\n}`
    return {
      name: example.name,
      // The example first, where the code block opens; the helpers it uses (often shared by the
      // file's examples) after it.
      source: [importLines.join('\n'), component, ...helpers].filter(Boolean).join('\n\n'),
    }
  })
}

/** Formatted as the project writes TSX, a little narrower: the gallery's columns are. */
const formatted = (source: string) =>
  prettier.format(source, { parser: 'typescript', semi: false, singleQuote: true, printWidth: 80 })

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A run of text in one colour pair; `null` is the code block's own text colour. */
type Run = { colours: string | null; text: string }

/** A token's light and dark colours as `--l`/`--d`, or null for the default colour. */
function coloursOf(token: ThemedToken, plain: string): string | null {
  const style = token.htmlStyle ?? {}
  const light = style['--shiki-light']
  const dark = style['--shiki-dark']
  if (light === undefined || dark === undefined) return null
  return `${light};${dark}`.toLowerCase() === plain ? null : `--l:${light};--d:${dark}`
}

/**
 * A line's tokens as runs: neighbours in the same colours, and white space (whose colour nobody
 * sees), join the run before them. Fewer elements for the page and for an audit to walk.
 */
function runsOf(line: ThemedToken[], plain: string): Run[] {
  const runs: Run[] = []
  for (const token of line) {
    const last = runs.at(-1)
    const colours = coloursOf(token, plain)
    if (last !== undefined && (last.colours === colours || token.content.trim() === '')) {
      last.text += token.content
    } else {
      runs.push({ colours, text: token.content })
    }
  }
  return runs
}

const runHtml = ({ colours, text }: Run) =>
  colours === null ? escapeHtml(text) : `<span style="${colours}">${escapeHtml(text)}</span>`

/** `source` coloured: one line of HTML per line of code, no highlighter in the browser. */
export async function highlighted(source: string): Promise<string> {
  const { tokens, fg } = await codeToTokens(source, {
    lang: 'tsx',
    themes: CODE_THEMES,
    defaultColor: false,
  })
  const plain = (fg ?? '')
    .split(';')
    .map((part) => part.split(':')[1])
    .join(';')
    .toLowerCase()
  return tokens.map((line) => runsOf(line, plain).map(runHtml).join('')).join('\n')
}

const CHUNK_SUFFIX = '.code.js'

const examplesFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.examples.tsx'))
    .sort()

const widgetOf = (fileName: string) => fileName.replace(/\.examples\.tsx$/, '')

/** Every example's code of one `*.examples.tsx`, by example name. */
export async function widgetExampleCode(
  dir: string,
  widget: string,
): Promise<Record<string, WrittenCode>> {
  const name = `${widget}.examples.tsx`
  const byName: Record<string, WrittenCode> = {}
  for (const example of exampleSources(name, readFileSync(join(dir, name), 'utf8'))) {
    const source = (await formatted(example.source)).trimEnd()
    byName[example.name] = { source, html: await highlighted(source) }
  }
  return byName
}

// The client and server builds run in one process: each file's code is worked out once a change.
const CACHE = Symbol.for('mzansi.example-code')
type CacheHolder = {
  [CACHE]?: Map<string, { stamp: number; code: Promise<Record<string, WrittenCode>> }>
}

function cachedWidgetCode(dir: string, widget: string): Promise<Record<string, WrittenCode>> {
  const cache = ((globalThis as CacheHolder)[CACHE] ??= new Map())
  const file = join(dir, `${widget}.examples.tsx`)
  const stamp = statSync(file).mtimeMs
  let entry = cache.get(file)
  if (entry?.stamp !== stamp) {
    entry = { stamp, code: widgetExampleCode(dir, widget) }
    cache.set(file, entry)
  }
  return entry.code
}

/**
 * Each gallery example's code, read from its `*.examples.tsx` at build time and coloured there
 * (shiki, with no highlighter in the browser). `virtual:example-code` is
 * `{ [widget]: () => import(its module) }`, and each widget's module (a chunk of its own, loaded
 * with that widget's section) is `{ [example name]: html }`.
 */
export function exampleCode(dir: string = WIDGET_DIR): Plugin {
  const prefix = `${resolvedId}/`
  return {
    name: 'example-code',
    resolveId(source) {
      if (source === EXAMPLE_CODE_MODULE) return resolvedId
      if (source.startsWith(`${EXAMPLE_CODE_MODULE}/`)) {
        return `${prefix}${source.slice(EXAMPLE_CODE_MODULE.length + 1)}`
      }
      return undefined
    },
    async load(id) {
      if (id === resolvedId) {
        const entries = examplesFiles(dir).map((file) => {
          const widget = widgetOf(file)
          // `.code.js`: the chunk's name (`pager.code-<hash>.js`), apart from the widget's own.
          const module = JSON.stringify(`${EXAMPLE_CODE_MODULE}/${widget}${CHUNK_SUFFIX}`)
          return `  ${JSON.stringify(widget)}: () => import(${module}),`
        })
        return `export default {\n${entries.join('\n')}\n}\n`
      }
      if (!id.startsWith(prefix)) return undefined
      const widget = id.slice(prefix.length).replace(CHUNK_SUFFIX, '')
      this.addWatchFile(join(dir, `${widget}.examples.tsx`))
      const code = await cachedWidgetCode(dir, widget)
      const html = Object.fromEntries(Object.entries(code).map(([name, { html }]) => [name, html]))
      return `export default ${JSON.stringify(html)}\n`
    },
  }
}

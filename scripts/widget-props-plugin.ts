import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { withCompilerOptions, type ComponentDoc, type PropItem } from 'react-docgen-typescript'
import ts from 'typescript'
import type { Plugin } from 'vite'

/** The folder of the widget library: a widget is a `<name>.tsx` with a `<name>.examples.tsx`. */
export const WIDGET_DIR = fileURLToPath(new URL('../src/ui', import.meta.url))
/** The compiler options the widgets are type-checked with. */
export const WIDGET_TSCONFIG = fileURLToPath(new URL('../tsconfig.app.json', import.meta.url))

/** The virtual module the widget gallery imports the props tables from. */
export const WIDGET_PROPS_MODULE = 'virtual:widget-props'
const resolvedId = `\0${WIDGET_PROPS_MODULE}`

/** One prop a widget declares itself, as its TypeScript type and TSDoc comment say. */
export interface WidgetProp {
  name: string
  type: string
  required: boolean
  /** The default written in the component's parameter list (or a `@default` tag), as source. */
  defaultValue: string | null
  description: string
}

/** Props a component takes without declaring them: an element's attributes or a library's props. */
export type InheritedProps =
  | { kind: 'element'; element: string | null }
  | { kind: 'package'; package: string; props: string[] }

export interface WidgetComponent {
  displayName: string
  description: string
  /** The component named after its file (`DropdownSelect` in `dropdown-select.tsx`): the widget. */
  main: boolean
  props: WidgetProp[]
  inherits: InheritedProps[]
}

export type WidgetProps = Record<string, WidgetComponent[]>

const inNodeModules = (fileName: string) => fileName.split(/[\\/]/).includes('node_modules')

/** `dropdown-select` → `DropdownSelect`. */
const pascalCase = (base: string) =>
  base.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase())

/** A package's name from a path inside node_modules: `@radix-ui/react-select`, `sonner`. */
function packageOf(fileName: string): string {
  const parts = fileName.split(/[\\/]/)
  const after = parts.slice(parts.lastIndexOf('node_modules') + 1)
  return after[0]?.startsWith('@') ? `${after[0]}/${after[1]}` : (after[0] ?? fileName)
}

/** Each element interface of the DOM library (`HTMLButtonElement`) with the one tag it stands for. */
function tagsByElementInterface(program: ts.Program): Map<string, string> {
  const tags = new Map<string, string[]>()
  for (const file of program.getSourceFiles()) {
    if (!/lib\.dom\.d\.ts$/.test(file.fileName)) continue
    for (const statement of file.statements) {
      if (
        !ts.isInterfaceDeclaration(statement) ||
        !['HTMLElementTagNameMap', 'SVGElementTagNameMap'].includes(statement.name.text)
      ) {
        continue
      }
      for (const member of statement.members) {
        if (!ts.isPropertySignature(member) || !member.type || !ts.isStringLiteral(member.name)) {
          continue
        }
        const element = member.type.getText(file)
        tags.set(element, [...(tags.get(element) ?? []), member.name.text])
      }
    }
  }
  // `HTMLElement` stands for dozens of tags (`section`, `nav`, …): no single one can be named.
  return new Map(
    [...tags].filter(([, names]) => names.length === 1).map(([element, [tag]]) => [element, tag!]),
  )
}

const COMPONENT_PROPS = /(^|\.)ComponentProps(With(out)?Ref)?$/

/**
 * `'section'` when a props type is written with `React.ComponentProps<'section'>`, directly or
 * through this project's own type aliases and interfaces (the resolved type has lost the tag:
 * `section`, `nav` and `figure` all become `HTMLAttributes<HTMLElement>`).
 */
function tagInTypeNode(checker: ts.TypeChecker, node: ts.Node, depth = 0): string | null {
  if (depth > 4) return null
  let found: string | null = null
  const visit = (child: ts.Node): void => {
    if (found) return
    const reference = ts.isTypeReferenceNode(child)
      ? { name: child.typeName, args: child.typeArguments }
      : ts.isExpressionWithTypeArguments(child)
        ? { name: child.expression, args: child.typeArguments }
        : undefined
    if (reference) {
      const [first] = reference.args ?? []
      if (COMPONENT_PROPS.test(reference.name.getText())) {
        if (first && ts.isLiteralTypeNode(first) && ts.isStringLiteral(first.literal)) {
          found = first.literal.text
        }
        return
      }
      let symbol = checker.getSymbolAtLocation(reference.name)
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
      for (const declaration of symbol?.declarations ?? []) {
        if (inNodeModules(declaration.getSourceFile().fileName)) continue
        if (ts.isTypeAliasDeclaration(declaration) || ts.isInterfaceDeclaration(declaration)) {
          found ??= tagInTypeNode(checker, declaration, depth + 1)
        }
      }
    }
    ts.forEachChild(child, visit)
  }
  if (ts.isTypeAliasDeclaration(node)) visit(node.type)
  else if (ts.isInterfaceDeclaration(node)) node.heritageClauses?.forEach(visit)
  else visit(node)
  return found
}

/**
 * What a component takes beyond the props it declares: the attributes of the DOM element its
 * props extend (named in `React.ComponentProps<'tag'>`, or else found from the element type of
 * its DOM event handlers) and, by package, the props
 * of the libraries it wraps (Radix, sonner). `key` is left out: every component takes it.
 */
function inheritedProps(
  checker: ts.TypeChecker,
  propsType: ts.Type,
  at: ts.Node,
  propsNode: ts.TypeNode | undefined,
  elementTags: Map<string, string>,
): InheritedProps[] {
  let takesElementProps = false
  let element = propsNode ? tagInTypeNode(checker, propsNode) : null
  const byPackage = new Map<string, string[]>()
  for (const prop of checker.getPropertiesOfType(propsType)) {
    const declarations = prop.getDeclarations() ?? []
    if (declarations.length === 0) continue
    const files = declarations.map((declaration) => declaration.getSourceFile().fileName)
    if (!files.every(inNodeModules) || prop.name === 'key') continue
    const pkg = packageOf(files[0]!)
    if (pkg === '@types/react') {
      const owner = declarations[0]!.parent
      const ownerName = ts.isInterfaceDeclaration(owner) ? owner.name.text : ''
      if (!/(HTML|SVG|DOM|Aria)Attributes$/.test(ownerName)) continue
      takesElementProps = true
      if (element === null && ownerName === 'DOMAttributes' && /^on[A-Z]/.test(prop.name)) {
        const handler = checker.getTypeOfSymbolAtLocation(prop, at).getNonNullableType()
        const target = handler.aliasTypeArguments?.[0]?.getSymbol()?.getName()
        element = (target && elementTags.get(target)) ?? null
      }
      continue
    }
    byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), prop.name])
  }
  return [
    ...(takesElementProps ? [{ kind: 'element' as const, element }] : []),
    ...[...byPackage].map(([name, props]) => ({ kind: 'package' as const, package: name, props })),
  ]
}

/** A function component's props type: its first parameter's (an empty object when it has none). */
function componentPropsType(checker: ts.TypeChecker, symbol: ts.Symbol, at: ts.Node) {
  const signatures = checker.getTypeOfSymbolAtLocation(symbol, at).getCallSignatures()
  if (signatures.length !== 1) return undefined
  const [signature] = signatures
  const returns = checker.typeToString(signature!.getReturnType())
  if (!/\b(Element|ReactNode|ReactElement)\b/.test(returns)) return undefined
  const parameter = signature!.getParameters()[0]
  return parameter ? checker.getTypeOfSymbolAtLocation(parameter, at) : checker.getAnyType()
}

/** The function a component is: `function X() {}` or `const X = () => …`. */
function functionOf(declaration: ts.Declaration): ts.SignatureDeclaration | undefined {
  if (ts.isFunctionDeclaration(declaration)) return declaration
  if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
    const { initializer } = declaration
    if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) return initializer
  }
  return undefined
}

/** The props whose default in the parameter list is a string (docgen gives it without quotes). */
function stringDefaults(checker: ts.TypeChecker, declaration: ts.Declaration): Set<string> {
  const names = new Set<string>()
  const pattern = functionOf(declaration)?.parameters[0]?.name
  if (!pattern || !ts.isObjectBindingPattern(pattern)) return names
  for (const element of pattern.elements) {
    const stringLike = element.initializer
      ? checker.getTypeAtLocation(element.initializer).flags & ts.TypeFlags.StringLike
      : 0
    if (stringLike) names.add((element.propertyName ?? element.name).getText())
  }
  return names
}

interface ComponentFacts {
  inherits: InheritedProps[]
  stringDefaults: Set<string>
}

/** The components a file exports, by name, with what they take beyond their own props. */
function exportedComponents(program: ts.Program, file: string, elementTags: Map<string, string>) {
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)
  const moduleSymbol = source && checker.getSymbolAtLocation(source)
  const components = new Map<string, ComponentFacts>()
  if (!moduleSymbol) return components
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.getName()
    const declaration = exported.valueDeclaration
    // PascalCase values declared in this file; constants such as `DROPDOWN_MAX_HEIGHT` are not.
    if (!/^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/.test(name) || !declaration) continue
    if (declaration.getSourceFile() !== source) continue
    const propsType = componentPropsType(checker, exported, declaration)
    if (!propsType) continue
    components.set(name, {
      inherits: inheritedProps(
        checker,
        propsType,
        declaration,
        functionOf(declaration)?.parameters[0]?.type,
        elementTags,
      ),
      stringDefaults: stringDefaults(checker, declaration),
    })
  }
  return components
}

/** `((value: string) => void)` → `(value: string) => void`: docgen brackets function types. */
function typeText(prop: PropItem): string {
  const name = prop.type.name
  if (!name.startsWith('(') || !name.endsWith(')')) return name
  let depth = 0
  for (let at = 0; at < name.length - 1; at++) {
    if (name[at] === '(') depth++
    else if (name[at] === ')') depth--
    if (depth === 0) return name
  }
  return name.slice(1, -1)
}

function defaultText(prop: PropItem, quoted: boolean): string | null {
  const value: unknown = prop.defaultValue?.value
  if (value === undefined || value === null) return null
  return quoted ? JSON.stringify(String(value)) : String(value)
}

/** The widget files: `src/ui/<name>.tsx` for every `src/ui/<name>.examples.tsx`. */
export function widgetFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.examples.tsx'))
    .map((file) => join(dir, file.replace(/\.examples\.tsx$/, '.tsx')))
    .filter((file) => existsSync(file))
    .sort()
}

/**
 * Parses every widget with react-docgen-typescript and the app's compiler options (one program for
 * all of them) and returns each file's exported components with the props they declare
 * themselves; props inherited from React's DOM types or from a library are summed up in
 * `inherits`, not listed. Also returns the project files the answer was read from.
 */
export function parseWidgetProps(dir: string, tsconfig: string) {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(
          `widget-props: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
        )
      },
    },
  )
  if (!config) throw new Error(`widget-props: cannot read ${tsconfig}`)
  const files = widgetFiles(dir)
  const program = ts.createProgram(files, config.options)
  const elementTags = tagsByElementInterface(program)
  const parser = withCompilerOptions(config.options, {
    savePropValueAsString: true,
    shouldRemoveUndefinedFromOptional: true,
    // A prop's description without its tags (`@default` goes to the default).
    shouldIncludePropTagMap: true,
    // Props declared in this project; React's DOM attributes and a library's props are not.
    propFilter: (prop) =>
      (prop.declarations ?? []).some((declaration) => !inNodeModules(declaration.fileName)),
  })
  const docs = parser.parseWithProgramProvider(files, () => program)
  const widgets: WidgetProps = {}
  for (const file of files) {
    const base = file.slice(file.lastIndexOf(sep) + 1).replace(/\.tsx$/, '')
    const components = exportedComponents(program, file, elementTags)
    const ofFile = docs.filter(
      (doc: ComponentDoc) => resolve(doc.filePath) === file && components.has(doc.displayName),
    )
    const mainName = ofFile.some((doc) => doc.displayName === pascalCase(base))
      ? pascalCase(base)
      : ofFile[0]?.displayName
    widgets[base] = ofFile
      .map((doc) => {
        const facts = components.get(doc.displayName)
        return {
          displayName: doc.displayName,
          description: doc.description,
          main: doc.displayName === mainName,
          props: Object.values(doc.props).map((prop) => ({
            name: prop.name,
            type: typeText(prop),
            required: prop.required,
            defaultValue: defaultText(prop, facts?.stringDefaults.has(prop.name) ?? false),
            description: prop.description,
          })),
          inherits: facts?.inherits ?? [],
        }
      })
      .sort((a, b) => Number(b.main) - Number(a.main))
  }
  const sources = program
    .getSourceFiles()
    .map((source) => resolve(source.fileName))
    .filter((fileName) => !inNodeModules(fileName))
  return { widgets, sources }
}

type Parsed = ReturnType<typeof parseWidgetProps> & { stamp: string }

/** The files' modification times: when none changed, the last parse still holds. */
const stampOf = (files: readonly string[]) =>
  files.map((file) => (existsSync(file) ? statSync(file).mtimeMs : -1)).join(',')

/**
 * The last parse, kept on `globalThis` rather than in a variable of this module: the prerender's
 * second (SSR) build loads the Vite config again, and with it a fresh copy of this module, in the
 * same process. Parsing takes seconds; a stat of each source takes milliseconds.
 */
const CACHE = Symbol.for('mzansi.widget-props')
type CacheHolder = { [CACHE]?: Map<string, Parsed> }

function cachedParse(dir: string, tsconfig: string): Parsed {
  const holder = globalThis as CacheHolder
  const cache = (holder[CACHE] ??= new Map())
  const key = `${dir}\n${tsconfig}`
  const last = cache.get(key)
  if (
    last &&
    stampOf(last.sources) === last.stamp &&
    widgetFiles(dir).join() ===
      Object.keys(last.widgets)
        .map((b) => join(dir, `${b}.tsx`))
        .join()
  ) {
    return last
  }
  const parsed = parseWidgetProps(dir, tsconfig)
  const fresh = { ...parsed, stamp: stampOf(parsed.sources) }
  cache.set(key, fresh)
  return fresh
}

/**
 * The props of every widget in `dir`, read from their TypeScript types and TSDoc comments at build
 * time, as a module: `export default { [file name]: WidgetComponent[] }`, the widget's own
 * component first. The widget gallery shows them as tables, so they never drift from the code.
 */
export function widgetProps(dir: string = WIDGET_DIR, tsconfig: string = WIDGET_TSCONFIG): Plugin {
  return {
    name: 'widget-props',
    resolveId(source) {
      return source === WIDGET_PROPS_MODULE ? resolvedId : undefined
    },
    load(id) {
      if (id !== resolvedId) return undefined
      const { widgets, sources } = cachedParse(dir, tsconfig)
      for (const source of sources) this.addWatchFile(source)
      return `export default ${JSON.stringify(widgets)}\n`
    },
  }
}

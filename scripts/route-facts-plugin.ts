import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import type { Plugin } from 'vite'

/**
 * A route file is its page's one home: its `staticData` holds the page's title, its search
 * keywords and its description. The title is in every first load (the route tree's links and the
 * browser title need it); the keywords only the site search needs, and the description only the
 * server's HTML. So, in the browser's build, this plugin takes `keywords` and `description` out of
 * each route's `staticData` (the content a description reads goes with it), and gives the search
 * the keywords of every route through a module of their own, loaded with the search.
 */

/** The folder of the file routes. */
export const ROUTES_DIR = fileURLToPath(new URL('../src/routes', import.meta.url))
/** The module the site search imports every route's keywords from, by route id. */
export const PAGE_KEYWORDS_MODULE = 'virtual:page-keywords'
const resolvedId = `\0${PAGE_KEYWORDS_MODULE}`

/** The `staticData` properties only the search and the server read. */
const SERVER_AND_SEARCH_ONLY = new Set(['keywords', 'description'])

export interface RouteFacts {
  /** The route's id, as `createFileRoute` names it (`__root__` for the root). */
  id: string
  /** Its search keywords, as written (string literals only, so the build can read them). */
  keywords: string[] | undefined
  /** Its title, when written as a string (for tools that read routes without running them). */
  title?: string
}

/** Where in a file a node is, as "file:line". */
function place(file: ts.SourceFile, node: ts.Node): string {
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
  return `${file.fileName}:${line + 1}`
}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  const name = property.name
  if (name === undefined) return undefined
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text
  return undefined
}

/** The route's options object and its id: `createFileRoute('/x')({...})` or the root's. */
function routeOptions(
  file: ts.SourceFile,
): { id: string; options: ts.ObjectLiteralExpression } | undefined {
  let found: { id: string; options: ts.ObjectLiteralExpression } | undefined
  const visit = (node: ts.Node): void => {
    if (found) return
    if (
      ts.isCallExpression(node) &&
      ts.isCallExpression(node.expression) &&
      node.arguments[0] !== undefined &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      const factory = node.expression
      const callee = factory.expression
      const name = ts.isIdentifier(callee) ? callee.text : ''
      const [idArgument] = factory.arguments
      if (name === 'createFileRoute' && idArgument && ts.isStringLiteralLike(idArgument)) {
        found = { id: idArgument.text, options: node.arguments[0] }
        return
      }
      if (name === 'createRootRoute' || name === 'createRootRouteWithContext') {
        found = { id: '__root__', options: node.arguments[0] }
        return
      }
      // createRootRouteWithContext<Context>()({...}): the callee is itself a call.
      if (
        ts.isCallExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'createRootRouteWithContext'
      ) {
        found = { id: '__root__', options: node.arguments[0] }
        return
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

function staticDataOf(options: ts.ObjectLiteralExpression): ts.ObjectLiteralExpression | undefined {
  const property = options.properties.find((p) => propertyName(p) === 'staticData')
  if (property && ts.isPropertyAssignment(property)) {
    return ts.isObjectLiteralExpression(property.initializer) ? property.initializer : undefined
  }
  return undefined
}

function parse(source: string, fileName: string): ts.SourceFile {
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
}

/**
 * A route file's id and keywords. Keywords must be an array of string literals: anything else is
 * an error that names the file and line, so a build never ships a search that misses a page.
 */
export function readRouteFacts(source: string, fileName: string): RouteFacts | undefined {
  const file = parse(source, fileName)
  const route = routeOptions(file)
  if (!route) return undefined
  const data = staticDataOf(route.options)
  const titleProperty = data?.properties.find((p) => propertyName(p) === 'title')
  const title =
    titleProperty &&
    ts.isPropertyAssignment(titleProperty) &&
    ts.isStringLiteralLike(titleProperty.initializer)
      ? { title: titleProperty.initializer.text }
      : {}
  const property = data?.properties.find((p) => propertyName(p) === 'keywords')
  if (!property) return { id: route.id, keywords: undefined, ...title }
  if (!ts.isPropertyAssignment(property) || !ts.isArrayLiteralExpression(property.initializer)) {
    throw new Error(`${place(file, property)}: staticData.keywords must be an array of strings`)
  }
  const keywords = property.initializer.elements.map((element) => {
    if (!ts.isStringLiteralLike(element)) {
      throw new Error(`${place(file, element)}: each of staticData.keywords must be a string`)
    }
    return element.text
  })
  return { id: route.id, keywords, ...title }
}

/** Replaces each character of `text` but line breaks with a space: nothing after it moves. */
const blank = (text: string) => text.replace(/[^\n]/g, ' ')

/** The names an expression reads from its scope (`bulk` in `bulk.summary`). */
function namesReadBy(node: ts.Node): Set<string> {
  const names = new Set<string>()
  const visit = (child: ts.Node): void => {
    if (ts.isIdentifier(child)) {
      const parent = child.parent
      const isMemberName = ts.isPropertyAccessExpression(parent) && parent.name === child
      const isKey = ts.isPropertyAssignment(parent) && parent.name === child
      if (!isMemberName && !isKey) names.add(child.text)
    }
    ts.forEachChild(child, visit)
  }
  visit(node)
  return names
}

/** The names a file reads anywhere outside its import declarations. */
function namesReadOutsideImports(file: ts.SourceFile): Set<string> {
  const names = new Set<string>()
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement))
      for (const name of namesReadBy(statement)) names.add(name)
  }
  return names
}

/**
 * The route file without `keywords` and `description` in its `staticData`, and without the
 * imports only they read (so the content a description quotes leaves the browser's bundle), or
 * undefined when it has neither. Each character removed becomes a space (line breaks stay), so
 * every position and line of the file is where it was and no source map is needed.
 */
export function withoutServerAndSearchFacts(source: string, fileName: string): string | undefined {
  const file = parse(source, fileName)
  const route = routeOptions(file)
  const data = route && staticDataOf(route.options)
  if (!data) return undefined
  const edits: { start: number; end: number; text: string }[] = []
  const readByRemoved = new Set<string>()
  for (const property of data.properties) {
    if (!SERVER_AND_SEARCH_ONLY.has(propertyName(property) ?? '')) continue
    let end = property.getEnd()
    const comma = /^\s*,/.exec(source.slice(end))
    if (comma) end += comma[0].length
    const start = property.getStart(file)
    edits.push({ start, end, text: blank(source.slice(start, end)) })
    if (ts.isPropertyAssignment(property)) {
      for (const name of namesReadBy(property.initializer)) readByRemoved.add(name)
    }
  }
  if (edits.length === 0) return undefined
  const apply = (text: string, changes: typeof edits) => {
    let out = ''
    let at = 0
    for (const { start, end, text: replacement } of [...changes].sort(
      (a, b) => a.start - b.start,
    )) {
      out += text.slice(at, start) + replacement
      at = end
    }
    return out + text.slice(at)
  }
  const withoutFacts = apply(source, edits)
  // The imports that only the removed properties read go too.
  const after = parse(withoutFacts, fileName)
  const stillRead = namesReadOutsideImports(after)
  const importEdits: typeof edits = []
  for (const statement of after.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.name) continue
    const bindings = statement.importClause?.namedBindings
    if (!bindings || !ts.isNamedImports(bindings)) continue
    const unused = (name: string) => readByRemoved.has(name) && !stillRead.has(name)
    const kept = bindings.elements.filter((element) => !unused(element.name.text))
    if (kept.length === bindings.elements.length) continue
    const start = kept.length === 0 ? statement.getStart(after) : bindings.getStart(after)
    const end = kept.length === 0 ? statement.getEnd() : bindings.getEnd()
    const original = withoutFacts.slice(start, end)
    const text =
      kept.length === 0
        ? blank(original)
        : `{ ${kept.map((element) => element.getText(after)).join(', ')} }`.padEnd(original.length)
    importEdits.push({ start, end, text })
  }
  return apply(withoutFacts, importEdits)
}

/** Every route file under `dir` (not tests). */
export function routeFiles(dir: string = ROUTES_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return routeFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** Every route's keywords, by route id, from the route files under `dir`. */
export function pageKeywordsFrom(dir: string = ROUTES_DIR): Record<string, string[]> {
  const keywords: Record<string, string[]> = {}
  for (const path of routeFiles(dir).sort()) {
    const facts = readRouteFacts(readFileSync(path, 'utf8'), relative(process.cwd(), path))
    if (facts?.keywords) keywords[facts.id] = facts.keywords
  }
  return keywords
}

/** Every route's title, by its path (`/about-us`, no trailing slash), from the route files. */
export function routeTitlesFrom(dir: string = ROUTES_DIR): Map<string, string> {
  const titles = new Map<string, string>()
  for (const path of routeFiles(dir)) {
    const facts = readRouteFacts(readFileSync(path, 'utf8'), relative(process.cwd(), path))
    if (facts?.title !== undefined && facts.id !== '__root__') {
      titles.set(facts.id.length > 1 ? facts.id.replace(/\/$/, '') : facts.id, facts.title)
    }
  }
  return titles
}

export interface RouteFactsOptions {
  /** The folder of the file routes. */
  routesDir?: string
  /**
   * Take keywords and descriptions out of the browser's copy of each route (true for the app's
   * build and dev server; the unit tests read them from the routes as written).
   */
  strip?: boolean
}

export function routeFacts({
  routesDir = ROUTES_DIR,
  strip = true,
}: RouteFactsOptions = {}): Plugin {
  const inRoutes = (id: string) =>
    !id.includes('?') && !id.includes('\0') && id.startsWith(routesDir + sep) && /\.tsx?$/.test(id)
  return {
    name: 'route-facts',
    // Before the router plugin splits each route into the part in the route tree and the page.
    enforce: 'pre',
    resolveId(id) {
      return id === PAGE_KEYWORDS_MODULE ? resolvedId : undefined
    },
    load(id) {
      if (id !== resolvedId) return undefined
      for (const path of routeFiles(routesDir)) this.addWatchFile(path)
      return `export const pageKeywords = ${JSON.stringify(pageKeywordsFrom(routesDir))}\n`
    },
    transform(code, id) {
      if (!strip || this.environment?.config.consumer !== 'client' || !inRoutes(id))
        return undefined
      const stripped = withoutServerAndSearchFacts(code, id)
      return stripped === undefined ? undefined : { code: stripped, map: null }
    },
  }
}

/**
 * The widget library's version and its changelog (src/ui/CHANGELOG.md): which files of the
 * registry changed since the last recorded version (src/ui/library-version.json holds their
 * hashes), whether the changelog's "Unreleased" section names each changed item, and the release
 * that turns "Unreleased" into the next version.
 *
 * npm run registry:release -- <major|minor|patch>
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LIBRARY_CHANGELOG, LIBRARY_VERSION_FILE, registryItems } from './registry.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const CHANGELOG = LIBRARY_CHANGELOG
export const VERSION_FILE = LIBRARY_VERSION_FILE
/** The files the theme item is read from: a change to either changes `theme`. */
const THEME_SOURCES = ['src/styles/theme.css', 'src/styles/index.css']

export type LibraryVersion = { version: string; files: Record<string, string> }

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)

/** Every file of the registry, by path, with the item it belongs to. */
export function registryFiles(root = ROOT): Map<string, string> {
  const files = new Map<string, string>()
  for (const item of registryItems(root)) {
    for (const file of item.files) files.set(file.path, item.name)
  }
  for (const source of THEME_SOURCES) files.set(source, 'theme')
  return files
}

/** Each registry file's hash now. */
export function currentHashes(root = ROOT): Record<string, string> {
  return Object.fromEntries(
    [...registryFiles(root).keys()]
      .sort()
      .map((path) => [path, hash(readFileSync(join(root, path), 'utf8'))]),
  )
}

export function readVersion(root = ROOT): LibraryVersion {
  return JSON.parse(readFileSync(join(root, VERSION_FILE), 'utf8')) as LibraryVersion
}

/** The items whose files were added, changed or removed since `recorded`. */
export function changedItems(
  recorded: Record<string, string>,
  now: Record<string, string>,
  itemOf: (path: string) => string | undefined,
): Map<string, string[]> {
  const changed = new Map<string, string[]>()
  const note = (path: string) => {
    const item = itemOf(path) ?? path
    changed.set(item, [...(changed.get(item) ?? []), path])
  }
  for (const [path, digest] of Object.entries(now)) if (recorded[path] !== digest) note(path)
  for (const path of Object.keys(recorded)) if (!(path in now)) note(path)
  return changed
}

/** The text of the changelog's "## Unreleased" section (empty if it has none). */
export function unreleased(changelog: string): string {
  const match = /^## Unreleased[ \t]*$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(changelog)
  return match?.[1]?.trim() ?? ''
}

/** The versions the changelog records, newest first. */
export function changelogVersions(changelog: string): string[] {
  return [...changelog.matchAll(/^## (\d+\.\d+\.\d+)\b/gm)].map((match) => match[1]!)
}

/** The changed items that no line under "Unreleased" names (in backticks). */
export function unlogged(changed: ReadonlyMap<string, string[]>, changelog: string): string[] {
  const section = unreleased(changelog)
  return [...changed.keys()].filter((item) => !section.includes(`\`${item}\``))
}

export function nextVersion(version: string, bump: 'major' | 'minor' | 'patch'): string {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number)
  if (bump === 'major') return `${major + 1}.0.0`
  if (bump === 'minor') return `${major}.${minor + 1}.0`
  return `${major}.${minor}.${patch + 1}`
}

/** "Unreleased" becomes the next version, dated today; the hashes are recorded for it. */
export function release(
  bump: 'major' | 'minor' | 'patch',
  root = ROOT,
  today = new Date(),
): string {
  const changelog = readFileSync(join(root, CHANGELOG), 'utf8')
  if (unreleased(changelog) === '') throw new Error('Nothing under "## Unreleased" to release')
  const version = nextVersion(readVersion(root).version, bump)
  const date = today.toISOString().slice(0, 10)
  writeFileSync(
    join(root, CHANGELOG),
    changelog.replace(/^## Unreleased[ \t]*$/m, `## Unreleased\n\n## ${version} (${date})`),
  )
  const recorded: LibraryVersion = { version, files: currentHashes(root) }
  writeFileSync(join(root, VERSION_FILE), `${JSON.stringify(recorded, null, 2)}\n`)
  return version
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bump = process.argv[2]
  if (bump !== 'major' && bump !== 'minor' && bump !== 'patch') {
    console.error('Usage: npm run registry:release -- <major|minor|patch>')
    process.exit(2)
  }
  console.log(`Widget library ${release(bump)}: ${CHANGELOG} and ${VERSION_FILE} updated`)
}

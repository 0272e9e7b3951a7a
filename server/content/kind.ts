import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Database } from '../db/client.ts'
import { sha256 } from './source-text.ts'

export type LoaderContext = {
  /** The content folder (absolute). */
  contentDir: string
  /** The site's public/ folder, to check that referenced images exist; skipped when absent. */
  publicDir?: string
}

/**
 * One thing the sync loads as a whole or not at all: a file, or a file with the files it names.
 * `hash` covers everything the unit reads, so an unchanged unit is skipped.
 */
export type ContentUnit<T = unknown> = {
  /** The content_files key: a path relative to the content folder. */
  path: string
  hash: string
  /** Reads and validates; throws ContentError. Writes nothing. */
  parse: () => Promise<T>
  /** Stores the parsed data inside the unit's transaction; throwing rolls everything back. */
  write: (tx: Database, data: T) => Promise<void>
}

export type ContentKind = {
  name: string
  /** The units present in the folder, in the order they must load. */
  discover: (context: LoaderContext) => Promise<ContentUnit<never>[]>
  /** Whether a content_files key belongs to this kind. */
  owns: (path: string) => boolean
  /** Deletes what a unit loaded once its file is gone. */
  remove: (tx: Database, path: string) => Promise<void>
}

export function defineUnit<T>(unit: ContentUnit<T>): ContentUnit<never> {
  return unit as unknown as ContentUnit<never>
}

/** File names in a folder (not sub-folders), sorted; [] when the folder does not exist. */
export async function listFiles(dir: string, extensions: readonly string[]): Promise<string[]> {
  let entries
  try {
    entries = await readdir(dir, { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .filter((name) => extensions.some((extension) => name.toLowerCase().endsWith(extension)))
    .sort()
}

export async function readIfExists(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** A hash over every regular file in a folder (names and bytes), for units that read several. */
export async function folderHash(dir: string, extra: string[] = []): Promise<string> {
  const names = await listFiles(dir, [''])
  const parts: string[] = [...extra]
  for (const name of names) parts.push(name, sha256(await readFile(join(dir, name))))
  return sha256(parts.join('\n'))
}

export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

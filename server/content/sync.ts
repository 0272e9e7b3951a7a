import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { contentFiles } from '../db/schema.ts'
import { noSpaceCode } from '../db/no-space.ts'
import { ContentError, ContentStoreError, type ContentIssue } from './errors.ts'
import { notifyContentChanged } from './events.ts'
import type { ContentKind, ContentUnit, LoaderContext } from './kind.ts'
import { blogCategoriesKind, blogPostsKind } from './loaders/blog.ts'
import { banksKind, branchesKind } from './loaders/branches.ts'
import { documentsKind } from './loaders/documents.ts'
import { indexPointsKind, indexSeriesKind } from './loaders/indices.ts'
import { notificationsKind } from './loaders/notifications.ts'
import { pciBadgeKind } from './loaders/pci-badge.ts'

/** In load order: a kind comes after the kinds it refers to. Removals run in reverse. */
export const contentKinds: readonly ContentKind[] = [
  blogCategoriesKind,
  blogPostsKind,
  documentsKind,
  notificationsKind,
  banksKind,
  branchesKind,
  indexSeriesKind,
  indexPointsKind,
  pciBadgeKind,
]

export type SyncResult = {
  /** Content files (relative to the content folder) stored by this run. */
  loaded: string[]
  /** Unchanged since the last run that stored them. */
  skipped: string[]
  /** Gone from the folder; what they had loaded was deleted. */
  removed: string[]
  /** Rejected files: nothing of them was stored; what an earlier version loaded stays. */
  errors: ContentIssue[]
}

export type SyncOptions = {
  /** The site's public/ folder, to check blog images exist. Default: public/ beside the content folder. */
  publicDir?: string
}

/** "MzSy": serialises syncs of several processes sharing one Postgres. */
const SYNC_LOCK_KEY = 0x4d7a5379

/**
 * Loads content/ into the database. Each file (or manifest with its files) is validated, then
 * stored in one transaction with its hash; unchanged files are skipped, so a second run changes
 * nothing. A removed file's rows are deleted (only rows that came from content/).
 */
export async function syncContent(
  db: Database,
  contentDir: string,
  options: SyncOptions = {},
): Promise<SyncResult> {
  const root = resolve(contentDir)
  const publicDir = options.publicDir ?? join(root, '..', 'public')
  const context: LoaderContext = {
    contentDir: root,
    publicDir: existsSync(publicDir) ? resolve(publicDir) : undefined,
  }
  const result: SyncResult = { loaded: [], skipped: [], removed: [], errors: [] }
  if (!existsSync(root)) {
    result.errors.push({ file: '.', line: 0, reason: `the content folder ${root} does not exist` })
    return result
  }

  const units: { kind: ContentKind; unit: ContentUnit<never> }[] = []
  for (const kind of contentKinds) {
    try {
      for (const unit of await kind.discover(context)) units.push({ kind, unit })
    } catch (error) {
      result.errors.push(...issuesOf(error, kind.name))
    }
  }

  const stored = new Map(
    (await db.select().from(contentFiles)).map((row) => [row.path, row.sha256] as const),
  )
  const present = new Set(units.map(({ unit }) => unit.path))

  const gone = [...stored.keys()].filter((path) => !present.has(path))
  for (const kind of [...contentKinds].reverse()) {
    for (const path of gone.filter((candidate) => kind.owns(candidate))) {
      await db.transaction(async (tx) => {
        await lock(tx)
        await kind.remove(tx, path)
        await tx.delete(contentFiles).where(eq(contentFiles.path, path))
      })
      result.removed.push(path)
    }
  }
  // Keys no kind claims (e.g. a kind that was renamed): forget them.
  for (const path of gone.filter(
    (candidate) => !contentKinds.some((kind) => kind.owns(candidate)),
  )) {
    await db.delete(contentFiles).where(eq(contentFiles.path, path))
  }

  for (const { unit } of units) {
    if (stored.get(unit.path) === unit.hash) {
      result.skipped.push(unit.path)
      continue
    }
    let data: never
    try {
      data = await unit.parse()
    } catch (error) {
      result.errors.push(...issuesOf(error, unit.path))
      continue
    }
    try {
      await db.transaction(async (tx) => {
        await lock(tx)
        await unit.write(tx, data)
        await tx
          .insert(contentFiles)
          .values({ path: unit.path, sha256: unit.hash, loadedAt: new Date() })
          .onConflictDoUpdate({
            target: contentFiles.path,
            set: { sha256: unit.hash, loadedAt: new Date() },
          })
      })
      result.loaded.push(unit.path)
    } catch (error) {
      const noSpace = noSpaceCode(error)
      if (noSpace !== undefined) {
        announce(result)
        throw new ContentStoreError(unit.path, noSpace, error)
      }
      result.errors.push(...storeIssues(error, unit.path))
    }
  }

  announce(result)
  return result
}

/** Tells the caches what this run changed, if anything. */
function announce(result: SyncResult) {
  if (result.loaded.length > 0 || result.removed.length > 0) {
    notifyContentChanged([...result.loaded, ...result.removed])
  }
}

async function lock(tx: Database) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK_KEY})`)
}

/**
 * Why the database refused a file that parsed: the database's own words (first line) and its
 * SQLSTATE, not the failed query's text and parameters (the whole file's rows).
 */
function storeIssues(error: unknown, file: string): ContentIssue[] {
  if (error instanceof ContentError) return error.issues
  let innermost = error
  let code: unknown
  for (let depth = 0; depth < 8; depth++) {
    code = (innermost as { code?: unknown }).code ?? code
    const cause = (innermost as { cause?: unknown }).cause
    if (cause == null) break
    innermost = cause
  }
  const message = (innermost instanceof Error ? innermost.message : String(innermost)).split(
    '\n',
  )[0]
  const sqlState = typeof code === 'string' ? ` (${code})` : ''
  return [{ file, line: 1, reason: `could not be stored in the database: ${message}${sqlState}` }]
}

function issuesOf(error: unknown, file: string): ContentIssue[] {
  if (error instanceof ContentError) return error.issues
  const message = error instanceof Error ? error.message : String(error)
  return [{ file, line: 1, reason: `could not be loaded: ${message}` }]
}

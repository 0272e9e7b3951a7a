import { resolve } from 'node:path'
import { announceContentChanges } from '../db/change-feed.ts'
import { maintenanceTimeouts, migrate, openDatabase } from '../db/client.ts'
import { DataDirInUseError, DataDirUnusableError } from '../db/data-dir-lock.ts'
import { formatIssue, syncContent } from './index.ts'
import { requestSync, type SyncSummary } from './sync-control.ts'

/**
 * `npm run content:sync`: loads CONTENT_DIR (default ./content) into the database the server uses
 * (DATABASE_URL, or PGlite under DATA_DIR) and prints what changed. Exits 1 when a file was rejected.
 * - Postgres: loads it here; every running instance hears of the change and drops its caches.
 * - PGlite with a server running on the folder: asks that server to load it (only one process may
 *   open the folder) and prints what the server loaded.
 */
const contentDir = process.env.CONTENT_DIR || 'content'

function print(summary: SyncSummary, via: string) {
  console.log(
    `Content from ${resolve(contentDir)} into ${summary.driver} (${summary.location})${via}:`,
  )
  console.log(`  loaded ${summary.loaded.length}${list(summary.loaded)}`)
  console.log(`  unchanged ${summary.skipped.length}`)
  console.log(`  removed ${summary.removed.length}${list(summary.removed)}`)
  if (summary.errors.length > 0) {
    console.error(`  rejected (nothing of these files was stored):`)
    for (const issue of summary.errors) console.error(`    ${formatIssue(issue, contentDir)}`)
    process.exitCode = 1
  }
}

function list(paths: string[]): string {
  return paths.length > 0 ? `: ${paths.join(', ')}` : ''
}

async function syncHere(opened: Awaited<ReturnType<typeof openDatabase>>) {
  const stopAnnouncing = announceContentChanges(opened.db)
  try {
    await migrate(opened.db)
    const result = await syncContent(opened.db, contentDir)
    print({ ...result, driver: opened.driver, location: opened.location }, '')
  } finally {
    await stopAnnouncing()
    await opened.close()
  }
}

try {
  await syncHere(
    await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      dataDir: process.env.DATA_DIR,
      timeouts: maintenanceTimeouts,
      purpose: 'content:sync',
    }),
  )
} catch (error) {
  if (error instanceof DataDirInUseError && error.owner?.controlSocket) {
    const owner = error.owner
    const socket = error.owner.controlSocket
    try {
      print(await requestSync(socket), ` by the running ${owner.purpose} (process ${owner.pid})`)
    } catch (askError) {
      console.error(
        `${error.message}\nIt did not take the sync request: ${(askError as Error).message}.`,
      )
      process.exitCode = 1
    }
  } else if (error instanceof DataDirInUseError || error instanceof DataDirUnusableError) {
    console.error(error.message)
    process.exitCode = 1
  } else {
    throw error
  }
}

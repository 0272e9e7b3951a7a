import { readConfig, type ServerConfig } from '../config.ts'
import { announceContentChanges } from '../db/change-feed.ts'
import { maintenanceTimeouts, migrate, openDatabase } from '../db/client.ts'
import { DataDirInUseError, DataDirUnusableError } from '../db/data-dir-lock.ts'
import { formatIssue, syncContent } from './index.ts'
import { ContentDirMismatchError, requestSync, type SyncSummary } from './sync-control.ts'

/**
 * `npm run content:sync`: loads CONTENT_DIR (default ./content) into the database the server uses
 * (DATABASE_URL, or PGlite under DATA_DIR) and prints what changed. Exits 1 when a file was rejected.
 * - Postgres: loads it here; every running instance hears of the change and drops its caches.
 * - PGlite with a server running on the folder: asks that server to load it (only one process may
 *   open the folder) and prints what the server loaded. The server loads only its own CONTENT_DIR:
 *   given another folder, it refuses and nothing is loaded (exit 1, naming both folders).
 */
let config: ServerConfig
try {
  config = readConfig()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const { contentDir } = config

function print(summary: SyncSummary, via: string) {
  console.log(
    `Content from ${summary.contentDir} into ${summary.driver} (${summary.location})${via}:`,
  )
  console.log(`  loaded ${summary.loaded.length}${list(summary.loaded)}`)
  console.log(`  unchanged ${summary.skipped.length}`)
  console.log(`  removed ${summary.removed.length}${list(summary.removed)}`)
  if (summary.errors.length > 0) {
    console.error(`  rejected (nothing of these files was stored):`)
    for (const issue of summary.errors)
      console.error(`    ${formatIssue(issue, summary.contentDir)}`)
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
    print(
      {
        ...result,
        driver: opened.driver,
        location: opened.location,
        contentDir,
      },
      '',
    )
  } finally {
    await stopAnnouncing()
    await opened.close()
  }
}

try {
  await syncHere(
    await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      timeouts: maintenanceTimeouts,
      purpose: 'content:sync',
    }),
  )
} catch (error) {
  if (error instanceof DataDirInUseError && error.owner?.controlSocket) {
    const owner = error.owner
    const socket = error.owner.controlSocket
    const server = `the running ${owner.purpose} (process ${owner.pid})`
    try {
      print(await requestSync(socket, contentDir), ` by ${server}`)
    } catch (askError) {
      if (askError instanceof ContentDirMismatchError) {
        console.error(
          `Refused: ${server} on ${error.dataDir} loads content from ` +
            `${askError.serverContentDir}, not from ${askError.requestedContentDir}. ` +
            'Nothing was loaded.\n' +
            `Run content:sync with CONTENT_DIR=${askError.serverContentDir}, or restart the ` +
            'server with the CONTENT_DIR you mean (it loads that folder at start).',
        )
      } else {
        console.error(
          `${error.message}\nIt did not take the sync request: ${(askError as Error).message}.`,
        )
      }
      process.exitCode = 1
    }
  } else if (error instanceof DataDirInUseError || error instanceof DataDirUnusableError) {
    console.error(error.message)
    process.exitCode = 1
  } else {
    throw error
  }
}

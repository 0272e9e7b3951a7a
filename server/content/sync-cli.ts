import { resolve } from 'node:path'
import { migrate, openDatabase } from '../db/client.ts'
import { formatIssue, syncContent } from './index.ts'

/**
 * `npm run content:sync`: loads CONTENT_DIR (default ./content) into the database the server uses
 * (DATABASE_URL, or PGlite under DATA_DIR) and prints what changed. Exits 1 when a file was rejected.
 * With PGlite, stop the server first: one process at a time may open its data folder.
 */
const contentDir = process.env.CONTENT_DIR || 'content'
const opened = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
})
try {
  await migrate(opened.db)
  const result = await syncContent(opened.db, contentDir)
  console.log(`Content from ${resolve(contentDir)} into ${opened.driver} (${opened.location}):`)
  console.log(`  loaded ${result.loaded.length}${list(result.loaded)}`)
  console.log(`  unchanged ${result.skipped.length}`)
  console.log(`  removed ${result.removed.length}${list(result.removed)}`)
  if (result.errors.length > 0) {
    console.error(`  rejected (nothing of these files was stored):`)
    for (const issue of result.errors) console.error(`    ${formatIssue(issue, contentDir)}`)
    process.exitCode = 1
  }
} finally {
  await opened.close()
}

function list(paths: string[]): string {
  return paths.length > 0 ? `: ${paths.join(', ')}` : ''
}

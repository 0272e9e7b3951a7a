import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** What the child runs: create the cluster in the folder, then close it cleanly. */
const INIT_PROGRAM = `
const [moduleUrl, folder] = process.argv.slice(1)
const { PGlite } = await import(moduleUrl)
const db = new PGlite(folder)
await db.waitReady
await db.close()
`

/** Whether the folder holds a database cluster already (initdb writes PG_VERSION). */
export const hasCluster = (folder: string) => existsSync(join(folder, 'PG_VERSION'))

/**
 * Creates PGlite's database cluster in an empty folder in a short-lived child process.
 *
 * PGlite's first open runs initdb inside the same WebAssembly runtime and keeps what it used:
 * opened fresh, a process holds about 800 MB; opened on an existing cluster, about 300 MB. So the
 * server lets a child pay for initdb once and then opens the finished folder itself. The caller
 * holds the folder's lock for the child.
 */
export async function initialiseCluster(folder: string, timeoutMs = 120_000): Promise<void> {
  const moduleUrl = pathToFileURL(
    createRequire(import.meta.url).resolve('@electric-sql/pglite'),
  ).href
  await new Promise<void>((done, fail) => {
    execFile(
      process.execPath,
      ['--input-type=module', '--eval', INIT_PROGRAM, moduleUrl, folder],
      { timeout: timeoutMs, env: { ...process.env, NODE_OPTIONS: '' } },
      (error, _stdout, stderr) => {
        if (!error) return done()
        const reason = stderr.trim().split('\n').slice(-3).join(' ') || error.message
        fail(new Error(`Could not create the database in ${folder}: ${reason}`, { cause: error }))
      },
    )
  })
}

import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Marks the line on which the child reports why it failed, as JSON. */
const FAILURE_MARK = 'pglite-init-failed '

/**
 * What the child runs: create the cluster in the folder, then close it cleanly. A failure is
 * reported on one line with the error's name, code and errno: PGlite's file system throws
 * `ErrnoError { errno: 51 }` for a full disk, with no message at all.
 */
const INIT_PROGRAM = `
const [moduleUrl, folder] = process.argv.slice(1)
const { PGlite } = await import(moduleUrl)
try {
  const db = new PGlite(folder)
  await db.waitReady
  await db.close()
} catch (error) {
  const { name, code, errno, message } = error ?? {}
  process.stderr.write('\\n${FAILURE_MARK}' + JSON.stringify({ name, code, errno, message }) + '\\n')
  process.exit(1)
}
`

type ChildFailure = { name?: string; code?: string; errno?: number; message?: string }

/** The failure the child reported, as an error noSpaceCode() and the log can read. */
function childFailure(stderr: string): (Error & ChildFailure) | undefined {
  const line = stderr.split('\n').find((text) => text.startsWith(FAILURE_MARK))
  if (line === undefined) return undefined
  try {
    const reported = JSON.parse(line.slice(FAILURE_MARK.length)) as ChildFailure
    const described =
      reported.message || `${reported.name ?? 'Error'} (errno ${reported.errno ?? 'unknown'})`
    return Object.assign(new Error(described), reported, { message: described })
  } catch {
    return undefined
  }
}

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
export async function initialiseCluster(
  folder: string,
  timeoutMs = 120_000,
  /** Node options for the child (tests inject file system faults with `--import`). */
  childNodeArgs: readonly string[] = [],
): Promise<void> {
  const moduleUrl = pathToFileURL(
    createRequire(import.meta.url).resolve('@electric-sql/pglite'),
  ).href
  await new Promise<void>((done, fail) => {
    execFile(
      process.execPath,
      [...childNodeArgs, '--input-type=module', '--eval', INIT_PROGRAM, moduleUrl, folder],
      { timeout: timeoutMs, env: { ...process.env, NODE_OPTIONS: '' } },
      (error, _stdout, stderr) => {
        if (!error) return done()
        const reported = childFailure(stderr)
        const reason =
          reported?.message ?? (stderr.trim().split('\n').slice(-3).join(' ') || error.message)
        fail(
          new Error(`Could not create the database in ${folder}: ${reason}`, {
            cause: reported ?? error,
          }),
        )
      },
    )
  })
}

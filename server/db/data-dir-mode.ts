import { chmod, lstat, readdir } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * PGlite's folder holds what visitors sent (contact messages, in the tables and the WAL): only the
 * user the server runs as may read it. Folders are 0700 and files 0600; the process's umask makes
 * PGlite create its files so (`process.umask(DATA_DIR_UMASK)` before it opens the folder).
 */
export const DATA_DIR_UMASK = 0o077
const FOLDER_MODE = 0o700
const FILE_MODE = 0o600

/**
 * Takes group and other permissions off the folder and everything in it (links left alone), and
 * returns how many entries it had to tighten: a folder made before this rule, or by hand.
 */
export async function tightenDataDir(dataDir: string): Promise<number> {
  let tightened = 0
  const tighten = async (path: string) => {
    const stats = await lstat(path)
    if (stats.isSymbolicLink() || (stats.mode & DATA_DIR_UMASK) === 0) return
    await chmod(path, stats.isDirectory() ? FOLDER_MODE : FILE_MODE & stats.mode)
    tightened += 1
  }
  await tighten(dataDir)
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    await tighten(join(entry.parentPath, entry.name))
  }
  return tightened
}

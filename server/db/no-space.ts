import { statfs } from 'node:fs/promises'

export type NoSpaceCode = 'ENOSPC' | 'EDQUOT'

/** Emscripten's numbers for them, as PGlite's file system reports them (`ErrnoError { errno }`). */
const EMSCRIPTEN_ERRNO: Readonly<Record<number, NoSpaceCode>> = { 51: 'ENOSPC', 19: 'EDQUOT' }
/** Postgres's SQLSTATE disk_full ("could not extend file …: No space left on device"). */
const DISK_FULL = '53100'

/**
 * ENOSPC or EDQUOT when `error` or one of its causes says the disk (or the user's quota) is full:
 * a Node error code, Postgres's disk_full, PGlite's file system errno, or the C library's words.
 */
export function noSpaceCode(error: unknown): NoSpaceCode | undefined {
  for (let current = error, depth = 0; current != null && depth < 8; depth++) {
    const { code, errno, name, message } = current as {
      code?: unknown
      errno?: unknown
      name?: unknown
      message?: unknown
    }
    if (code === 'ENOSPC' || code === 'EDQUOT') return code
    if (code === DISK_FULL) return 'ENOSPC'
    if (name === 'ErrnoError' && typeof errno === 'number' && EMSCRIPTEN_ERRNO[errno]) {
      return EMSCRIPTEN_ERRNO[errno]
    }
    if (typeof message === 'string') {
      if (/No space left on device|\bENOSPC\b/i.test(message)) return 'ENOSPC'
      if (/Disk quota exceeded|\bEDQUOT\b/i.test(message)) return 'EDQUOT'
    }
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * Below this much room for this user, a PGlite folder cannot take a checkpoint or a content load:
 * PGlite then fails without saying why ("Aborted()", "failed to initialize properly"), so the
 * free space is what tells a full disk apart.
 */
export const NEARLY_FULL_BYTES = 16 * 1024 * 1024

/** ENOSPC when the file system holding `folder` has under NEARLY_FULL_BYTES left for this user. */
export async function freeSpaceCode(
  folder: string,
  statFolder: (path: string) => Promise<{ bavail: number; bsize: number }> = statfs,
): Promise<NoSpaceCode | undefined> {
  try {
    const { bavail, bsize } = await statFolder(folder)
    return bavail * bsize < NEARLY_FULL_BYTES ? 'ENOSPC' : undefined
  } catch {
    return undefined
  }
}

/** What a process that cannot write its data folder for lack of room says, and what to do. */
export function noSpaceMessage(dataDir: string, code: NoSpaceCode = 'ENOSPC'): string {
  const why = code === 'EDQUOT' ? 'the disk quota is used up (EDQUOT)' : 'ENOSPC'
  return (
    `No space left on the device for DATA_DIR (${dataDir}): ${why}. Free some space there, ` +
    'or point DATA_DIR at a folder on a disk with room.'
  )
}

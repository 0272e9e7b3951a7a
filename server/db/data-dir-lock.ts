import { readFileSync } from 'node:fs'
import { mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'
import lockfile from 'proper-lockfile'
import { noSpaceCode, noSpaceMessage } from './no-space.ts'

/**
 * One process owns a PGlite folder: two processes writing one folder lose writes and corrupt it.
 * proper-lockfile makes the lock atomically (a directory); beside it a small file says who holds
 * it (process, host, boot), so a second process can name the owner, and takes the lock over only
 * when that owner is gone: on this host, its process has ended (killed with -9) or the machine
 * has restarted since. Time never decides: an owner paused for minutes (SIGSTOP, a debugger, a
 * frozen VM) still has the folder open, and a lock whose mtime went stale meanwhile stays its.
 * An owner on another host cannot be checked from here: it is refused, with what to do.
 */
export const LOCK_NAME = 'mzansi.lock'
const OWNER_FILE = 'mzansi.lock.json'
/**
 * proper-lockfile always takes over a lock whose mtime is older than its `stale` time; it cannot
 * be turned off, so it is set to the longest a timer allows (24.8 days), beyond any pause.
 */
const LOCKFILE_STALE_MS = 2 ** 31 - 1
/** The owner still touches the lock this often, so that it notices at once if it is removed. */
const LOCKFILE_UPDATE_MS = 15_000

export type LockOwner = {
  pid: number
  host: string
  /** The kernel's boot id (Linux): an owner recorded in an earlier boot is gone. */
  bootId?: string | null
  /** The process's start time in clock ticks (Linux), so a reused pid is not taken for the owner. */
  startTicks: number | null
  /** What holds it: "server" or "content:sync". */
  purpose: string
  since: string
  /** The owner's control socket: content:sync asks a running server to sync through it. */
  controlSocket?: string
}

export class DataDirInUseError extends Error {
  readonly owner: LockOwner | null
  readonly dataDir: string
  constructor(dataDir: string, owner: LockOwner | null) {
    const by = owner
      ? ` by ${owner.purpose} (process ${owner.pid} on ${owner.host}, since ${owner.since})`
      : ' by another process'
    // From another host there is no telling whether the owner still runs: say how to free it.
    const elsewhere =
      owner !== null && owner.host !== hostname()
        ? ` This host cannot tell whether that process still runs: if it does not, remove ` +
          `${join(dataDir, LOCK_NAME)} and ${join(dataDir, OWNER_FILE)}.`
        : ''
    super(
      `The data folder ${dataDir} is in use${by}. Only one process may open a PGlite folder: ` +
        `stop it first, or point DATA_DIR at another folder.${elsewhere}`,
    )
    this.name = 'DataDirInUseError'
    this.owner = owner
    this.dataDir = dataDir
  }
}

/**
 * A data folder the process cannot write: read-only file system, full disk, no permission. A
 * full disk (or quota) is said in those words, however deep in the cause it was found.
 */
export class DataDirUnusableError extends Error {
  readonly code: string | undefined
  constructor(dataDir: string, cause: unknown, noSpace = noSpaceCode(cause)) {
    const code = noSpace ?? (cause as NodeJS.ErrnoException | undefined)?.code
    super(
      noSpace !== undefined
        ? noSpaceMessage(dataDir, noSpace)
        : `Cannot use the data folder ${dataDir}: ${describeErrno(code, cause)}.`,
      { cause },
    )
    this.name = 'DataDirUnusableError'
    this.code = code
  }
}

export function describeErrno(code: string | undefined, cause?: unknown): string {
  switch (code) {
    case 'EROFS':
      return 'the file system is read-only (EROFS)'
    case 'ENOSPC':
      return 'the disk is full (ENOSPC)'
    case 'EDQUOT':
      return 'the disk quota is used up (EDQUOT)'
    case 'EACCES':
    case 'EPERM':
      return `this process may not write there (${code})`
    case 'ENOTDIR':
      return 'a file of that name is in the way (ENOTDIR)'
    default:
      return `${cause instanceof Error ? cause.message : String(cause)}${code ? ` (${code})` : ''}`
  }
}

function startTicksOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Field 22, counted after the command name in brackets (which may hold spaces).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[19])
    return Number.isFinite(ticks) ? ticks : null
  } catch {
    return null
  }
}

function readBootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null
  } catch {
    return null
  }
}

/**
 * Whether the lock's owner may still have the folder open. Only "no" lets a lock be taken over,
 * and only this host can say it: the machine restarted since the owner wrote its file, or its
 * process no longer exists, or a process of that number started at another time (a reused pid).
 * A process that exists but is stopped or busy is alive, however old the lock's mtime.
 */
function mayBeRunning(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true
  const bootId = readBootId()
  if (owner.bootId && bootId && owner.bootId !== bootId) return false
  try {
    process.kill(owner.pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false
  }
  const ticks = startTicksOf(owner.pid)
  return owner.startTicks === null || ticks === null || ticks === owner.startTicks
}

function readOwnerFile(path: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockOwner
  } catch {
    return null
  }
}

/** Who holds the folder's lock, as its owner file says (null when none is recorded). */
export const readOwner = (dataDir: string) => readOwnerFile(join(resolve(dataDir), OWNER_FILE))

export type DataDirLock = {
  dataDir: string
  /** Records the control socket in the owner file once it listens. */
  setControlSocket: (path: string) => Promise<void>
  release: () => Promise<void>
}

/**
 * Takes the folder (creating it) or throws DataDirInUseError naming the owner, before any file
 * of the database is touched. `onLost` runs if the lock is taken from under us (then stop).
 */
export async function lockDataDir(
  dir: string,
  purpose: string,
  onLost: (error: Error) => void = (error) => {
    console.error(`Lost the lock on the data folder: ${error.message}`)
    process.exit(1)
  },
): Promise<DataDirLock> {
  const dataDir = resolve(dir)
  try {
    await mkdir(dataDir, { recursive: true })
    // Prove the folder takes writes now, so a read-only or full disk is named here and not as
    // a WebAssembly abort inside PGlite.
    const probe = join(dataDir, `.write-test-${process.pid}`)
    await writeFile(probe, 'ok')
    await unlink(probe)
  } catch (error) {
    throw new DataDirUnusableError(dataDir, error)
  }

  const lockPath = join(dataDir, LOCK_NAME)
  const ownerPath = join(dataDir, OWNER_FILE)
  const take = () =>
    lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: LOCKFILE_STALE_MS,
      update: LOCKFILE_UPDATE_MS,
      retries: 0,
      onCompromised: onLost,
    })
  let unlock: () => Promise<void>
  try {
    unlock = await take()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') {
      throw new DataDirUnusableError(dataDir, error)
    }
    const owner = readOwner(dataDir)
    if (owner === null || mayBeRunning(owner)) {
      // No owner file yet: another process is between taking the lock and writing it.
      throw new DataDirInUseError(dataDir, owner)
    }
    // The owner is gone (killed without a chance to release): take its lock over. Renaming its
    // owner file first lets one of several processes starting at once win the takeover.
    const claimed = `${ownerPath}.stale-${process.pid}`
    try {
      await rename(ownerPath, claimed)
    } catch {
      throw new DataDirInUseError(dataDir, readOwner(dataDir))
    }
    const renamed = readOwnerFile(claimed)
    if (renamed?.pid !== owner.pid || renamed.since !== owner.since) {
      await rename(claimed, ownerPath).catch(() => {})
      throw new DataDirInUseError(dataDir, renamed)
    }
    await rm(claimed, { force: true })
    await rm(lockPath, { recursive: true, force: true })
    try {
      unlock = await take()
    } catch {
      throw new DataDirInUseError(dataDir, readOwner(dataDir))
    }
  }

  const self: LockOwner = {
    pid: process.pid,
    host: hostname(),
    bootId: readBootId(),
    startTicks: startTicksOf(process.pid),
    purpose,
    since: new Date().toISOString(),
  }
  const writeOwner = () => writeFile(ownerPath, JSON.stringify(self), { mode: 0o600 })
  await writeOwner()
  let released = false
  return {
    dataDir,
    setControlSocket: async (path) => {
      self.controlSocket = path
      await writeOwner()
    },
    release: async () => {
      if (released) return
      released = true
      await rm(ownerPath, { force: true })
      await unlock().catch(() => {})
    },
  }
}

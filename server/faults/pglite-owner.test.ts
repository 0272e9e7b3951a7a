// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { appendFileSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CLIENT_HEADERS } from '../middleware/test-helpers.ts'
import { migrate, openDatabase } from '../db/client.ts'
import { branches, contactMessages } from '../db/schema.ts'
import {
  DataDirInUseError,
  LOCK_NAME,
  lockDataDir,
  readOwner,
  type LockOwner,
} from '../db/data-dir-lock.ts'
import { processHarness, repository } from '../testing/processes.ts'
import { SLOW_TEST_LIMIT_MS } from '../../tests/limits.ts'

/**
 * The faults an operator met with the README's own commands on the embedded database: two
 * servers on one folder lost half the messages, and a sync beside a running server corrupted it.
 */
const { runTs, startServer, siteFolder, temporaryFolder, cleanup } =
  processHarness('mzc-faults-pglite-')
afterAll(cleanup)

const message = (n: number) => ({
  name: `Sender ${n}`,
  email: `sender${n}@example.co.za`,
  topic: 'general',
  message: `Message number ${n} about EFT clearing times.`,
  consent: true,
})

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/public/v2/Contact`, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

/** A process's peak resident set so far (VmHWM), in MB. */
const peakRssMb = (pid: number) =>
  Number(/^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024

describe('one owner per PGlite folder', { timeout: SLOW_TEST_LIMIT_MS }, () => {
  it('a second server on the folder exits at once naming it and its owner; no write is lost', async () => {
    const site = siteFolder()
    const env = {
      ...site.env,
      DATA_DIR: site.dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_CONTACT: '1000/3600',
    }
    const first = await startServer(env)
    // A new folder: initdb ran in a short-lived child, so the server never held its 800 MB.
    expect(peakRssMb(first.child.pid!)).toBeLessThan(512)

    // It exits rather than waiting for the folder (the test's limit is the backstop).
    const second = runTs('server/index.ts', [], { ...env, PORT: '0' })
    expect(await second.exit()).toBe(1)
    expect(second.output()).toContain(`The data folder ${site.dataDir} is in use`)
    expect(second.output()).toContain(`process ${first.child.pid}`)

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => post(first.url, message(n))),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(201))

    first.child.kill('SIGTERM')
    expect(await first.exit()).toBe(0)
    const reopened = await openDatabase({ dataDir: site.dataDir })
    const stored = await reopened.db.select().from(contactMessages)
    await reopened.close()
    expect(stored).toHaveLength(40)
  })

  it('content:sync beside a running server has the server load its folder, and only its own', async () => {
    const site = siteFolder()
    const env = { ...site.env, DATA_DIR: site.dataDir, DATABASE_URL: '' }
    const server = await startServer(env)
    const komani = 'absa,Komani Junction,632099,Komani,eastern-cape\n'
    const searchKomani = async () => {
      const search = await fetch(`${server.url}/api/public/v2/Branches?q=Komani`, {
        headers: CLIENT_HEADERS,
      })
      expect(search.status).toBe(200)
      return JSON.stringify(await search.json())
    }

    // Another folder: the server would load its own and report it as this one's.
    const other = siteFolder()
    appendFileSync(join(other.contentDir, 'branches/branches.csv'), komani)
    const refused = runTs('server/content/sync-cli.ts', [], {
      ...env,
      CONTENT_DIR: other.contentDir,
    })
    expect(await refused.exit()).toBe(1)
    expect(refused.output()).toContain(
      `Refused: the running server (process ${server.child.pid}) on ${site.dataDir} loads ` +
        `content from ${site.contentDir}, not from ${other.contentDir}. Nothing was loaded.`,
    )
    expect(refused.output()).toContain(`Run content:sync with CONTENT_DIR=${site.contentDir}`)
    expect(refused.output()).not.toMatch(/loaded \d|unchanged \d/)
    expect(await searchKomani()).not.toContain('Komani Junction')

    appendFileSync(join(site.contentDir, 'branches/branches.csv'), komani)
    const sync = runTs('server/content/sync-cli.ts', [], env)
    expect(await sync.exit()).toBe(0)
    expect(sync.output()).toContain(
      `Content from ${site.contentDir} into pglite (${site.dataDir}) by the running server ` +
        `(process ${server.child.pid}):`,
    )
    expect(sync.output()).toMatch(/loaded 1: branches\/branches\.csv/)
    expect(await searchKomani()).toContain('Komani Junction')

    server.child.kill('SIGTERM')
    expect(await server.exit()).toBe(0)
    // The folder opens afterwards, with the branch stored once.
    const reopened = await openDatabase({ dataDir: site.dataDir })
    await migrate(reopened.db)
    const rows = await reopened.db.select().from(branches)
    await reopened.close()
    expect(rows.filter((row) => row.branchName === 'Komani Junction')).toHaveLength(1)
  })

  it('a folder that cannot be written is named with its cause at start', async () => {
    const site = siteFolder()
    const blocker = join(temporaryFolder(), 'a-file')
    writeFileSync(blocker, 'not a folder')
    const inTheWay = runTs('server/index.ts', [], {
      ...site.env,
      PORT: '0',
      DATABASE_URL: '',
      DATA_DIR: join(blocker, 'data'),
    })
    expect(await inTheWay.exit()).toBe(1)
    expect(inTheWay.output()).toContain(
      `Cannot use the data folder ${join(blocker, 'data')}: a file of that name is in the way (ENOTDIR).`,
    )

    // A read-only file system, where this machine lets the test mount one (it needs root).
    const mountPoint = join(temporaryFolder(), 'read-only')
    mkdirSync(mountPoint)
    let mounted = false
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k,ro', 'tmpfs', mountPoint], {
        stdio: 'ignore',
      })
      mounted = true
    } catch {
      // Not root here: the ENOTDIR case above stands for the rest.
    }
    try {
      const readOnly = runTs('server/index.ts', [], {
        ...site.env,
        PORT: '0',
        DATABASE_URL: '',
        DATA_DIR: mounted ? mountPoint : join(blocker, 'data'),
      })
      expect(await readOnly.exit()).toBe(1)
      expect(readOnly.output()).toMatch(
        mounted ? /the file system is read-only \(EROFS\)/ : /\(ENOTDIR\)/,
      )
    } finally {
      if (mounted) execFileSync('umount', [mountPoint])
    }
  })

  it('a full disk at first start is said in words, with the folder, and no stack', async () => {
    const site = siteFolder()
    // ENOSPC is injected (server/testing/no-space.mjs), not made by filling a disk: the folder
    // takes the lock and its write test, and PGlite's initdb runs out of room after 1 MB.
    const full = runTs('server/index.ts', [], {
      ...site.env,
      PORT: '0',
      DATABASE_URL: '',
      DATA_DIR: site.dataDir,
      NODE_OPTIONS: `--import=${new URL('../testing/no-space.mjs', import.meta.url).href}`,
      NO_SPACE_DIR: site.dataDir,
      NO_SPACE_AFTER_BYTES: String(1024 * 1024),
    })
    expect(await full.exit()).toBe(1)
    expect(full.output()).toContain(
      `No space left on the device for DATA_DIR (${site.dataDir}): ENOSPC. Free some space ` +
        'there, or point DATA_DIR at a folder on a disk with room.',
    )
    expect(full.output()).not.toMatch(/^\s+at /m)
  })

  it('an owner paused past any lock age keeps its folder; a gone one is taken over', async () => {
    const dataDir = join(temporaryFolder(), 'data')
    const script = join(temporaryFolder(), 'hold-lock.mts')
    writeFileSync(
      script,
      [
        `import { lockDataDir } from ${JSON.stringify(join(repository, 'server/db/data-dir-lock.ts'))}`,
        `await lockDataDir(${JSON.stringify(dataDir)}, 'server')`,
        `console.log('holding the lock')`,
        'setInterval(() => {}, 60_000)',
      ].join('\n'),
    )
    const owner = runTs(script, [])
    await owner.waitFor(/holding the lock/)
    const pid = owner.child.pid!
    // Paused (SIGSTOP) with its lock's mtime ten minutes old, as if it had not refreshed it
    // for that long: no clock is waited on, the time is written into the lock.
    owner.child.kill('SIGSTOP')
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000)
    utimesSync(join(dataDir, LOCK_NAME), tenMinutesAgo, tenMinutesAgo)
    try {
      const second = lockDataDir(dataDir, 'content:sync', () => {})
      await expect(second).rejects.toBeInstanceOf(DataDirInUseError)
      await expect(second).rejects.toThrow(`process ${pid} on ${hostname()}`)
      expect(readOwner(dataDir)?.pid).toBe(pid)
    } finally {
      owner.child.kill('SIGCONT')
    }
    // Gone (killed, no chance to release): the next process takes the folder at once.
    owner.child.kill('SIGKILL')
    await owner.exit()
    const taken = await lockDataDir(dataDir, 'content:sync', () => {})
    expect(readOwner(dataDir)).toMatchObject({ pid: process.pid, purpose: 'content:sync' })
    await taken.release()
  })

  it('takes a lock over only when its owner is known to be gone', async () => {
    const lockWith = async (owner: Partial<LockOwner>) => {
      const dataDir = join(temporaryFolder(), 'data')
      mkdirSync(join(dataDir, LOCK_NAME), { recursive: true })
      writeFileSync(
        join(dataDir, 'mzansi.lock.json'),
        JSON.stringify({
          pid: process.pid,
          host: hostname(),
          startTicks: null,
          purpose: 'server',
          since: '2025-06-15T10:00:00.000Z',
          ...owner,
        }),
      )
      return lockDataDir(dataDir, 'content:sync', () => {}).then(
        async (lock) => {
          await lock.release()
          return 'taken'
        },
        (error: Error) => error.message,
      )
    }
    // A live process of this host (this one) holds it: refused, whatever the lock's age.
    expect(await lockWith({})).toContain(`process ${process.pid} on ${hostname()}`)
    // Recorded in an earlier boot of this machine: that process cannot be running.
    expect(await lockWith({ bootId: 'a-boot-before-this-one' })).toBe('taken')
    // Another host: it cannot be checked from here, so it is refused, saying what to do.
    expect(await lockWith({ host: 'another-host.example' })).toMatch(
      /another-host\.example.*cannot tell whether that process still runs: if it does not, remove /,
    )
  })

  it('a repeated contact message is stored once and answered with the first answer', async () => {
    const site = siteFolder()
    const server = await startServer({ ...site.env, DATA_DIR: site.dataDir, DATABASE_URL: '' })
    const key = '6f1c2a4e-8b3d-4f5a-9c7e-1d2b3a4c5e6f'
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(server.url, message(1), { 'Idempotency-Key': key })),
    )
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { id: string }[]
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(201))
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1)
    const reused = await post(server.url, message(2), { 'Idempotency-Key': key })
    expect(reused.status).toBe(422)
    server.child.kill('SIGTERM')
    expect(await server.exit()).toBe(0)
    const reopened = await openDatabase({ dataDir: site.dataDir })
    const stored = await reopened.db.select().from(contactMessages)
    await reopened.close()
    expect(stored).toHaveLength(1)
  })
})

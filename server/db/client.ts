import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isMainThread } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { DataDirUnusableError, lockDataDir, type DataDirLock } from './data-dir-lock.ts'
import { DATA_DIR_UMASK, tightenDataDir } from './data-dir-mode.ts'
import { freeSpaceCode, noSpaceCode } from './no-space.ts'
import { hasCluster, initialiseCluster } from './pglite-init.ts'
import * as schema from './schema.ts'

export { schema }
export type Schema = typeof schema

/** What route handlers and loaders take: the same query builder on either driver. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export type Driver = 'pglite' | 'postgres'

export type OpenDatabaseOptions = {
  /** A postgres:// URL: node-postgres with a pool. Empty or left out: embedded PGlite. */
  databaseUrl?: string
  /** PGlite's folder (default ./data); `memory://` keeps everything in memory. */
  dataDir?: string
  /** Pool size for node-postgres (default DEFAULT_POOL_SIZE; the server passes DB_POOL_SIZE). */
  poolSize?: number
  /** Waits on Postgres, over `requestTimeouts` (the server passes the DB_* settings). */
  timeouts?: Partial<DatabaseTimeouts>
  /** Who opens a PGlite folder, for the lock's "in use by …" message (default "server"). */
  purpose?: string
}

/** Every wait on Postgres has a limit, so a request gets an answer (or a 503) within seconds. */
export type DatabaseTimeouts = {
  /** Getting a connection (from the pool or a new one). */
  connectMs: number
  /** One statement on the server (statement_timeout). */
  statementMs: number
  /** One query as the client waits for it, also when the server is frozen (query_timeout). */
  queryMs: number
  /** A transaction left idle (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number
}

/** For requests: everything answered within the app's 5 s deadline. */
export const requestTimeouts: DatabaseTimeouts = {
  connectMs: 2000,
  statementMs: 3000,
  queryMs: 3500,
  idleInTransactionMs: 5000,
}

/** For migrations and content syncs, which may write tens of thousands of rows at once. */
export const maintenanceTimeouts: DatabaseTimeouts = {
  connectMs: 10_000,
  statementMs: 300_000,
  queryMs: 310_000,
  idleInTransactionMs: 60_000,
}

export type OpenedDatabase = {
  db: Database
  driver: Driver
  /** Where the data lives: the folder, `memory://`, or the URL without its password. */
  location: string
  /** PGlite on a folder: the folder's lock, held until close(). */
  lock?: DataDirLock
  close: () => Promise<void>
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))
export const DEFAULT_DATA_DIR = './data'
/** Connections per instance on Postgres. */
export const DEFAULT_POOL_SIZE = 10

const drivers = new WeakMap<
  object,
  { driver: Driver; raw: NodePgDatabase<Schema> | PgliteDatabase<Schema> }
>()

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const databaseUrl = options.databaseUrl?.trim()
  if (databaseUrl) {
    const timeouts = { ...requestTimeouts, ...options.timeouts }
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.queryMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      idleTimeoutMillis: 30_000,
      // A dead peer (no RST: a frozen host, a cut network) is found by TCP keepalive.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'mzansi-clearing',
    })
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (error) =>
      console.error(
        JSON.stringify({
          time: new Date().toISOString(),
          level: 'error',
          message: 'Postgres pool: an idle connection failed',
          errorClass: error.constructor.name,
          code: (error as { code?: string }).code,
        }),
      ),
    )
    const db = drizzleNodePg({ client: pool, schema })
    drivers.set(db, { driver: 'postgres', raw: db })
    return {
      db: db as Database,
      driver: 'postgres',
      location: redactUrl(databaseUrl),
      close: () => pool.end(),
    }
  }

  const dataDir = options.dataDir?.trim() || DEFAULT_DATA_DIR
  const inMemory = dataDir.startsWith('memory://')
  const location = inMemory ? dataDir : resolve(dataDir)
  // What this process writes from now on is its owner's alone: the lock, then PGlite's files.
  // (A worker thread cannot set it; the folder is tightened as it opens all the same.)
  if (!inMemory && isMainThread) process.umask(DATA_DIR_UMASK)
  // Before PGlite touches a file: a second process gets DataDirInUseError naming the owner.
  const lock = inMemory ? undefined : await lockDataDir(location, options.purpose ?? 'server')
  let client: PGlite
  try {
    if (!inMemory) {
      const existed = hasCluster(location)
      if (!existed) await initialiseCluster(location)
      // PGlite sets its files' modes itself (0666): the folder, 0700, is what keeps others out,
      // and its files are tightened as it opens and closes.
      const tightened = await tightenDataDir(location)
      if (existed && tightened > 0) {
        console.warn(
          `The data folder ${location} could be read by other users: ${tightened} files and folders ` +
            'were made readable by their owner alone.',
        )
      }
    }
    client = new PGlite(location)
    await client.waitReady
  } catch (error) {
    await lock?.release()
    throw inMemory ? error : await explainDataDirFailure(location, error)
  }
  const db = drizzlePglite({ client, schema })
  drivers.set(db, { driver: 'pglite', raw: db })
  return {
    db: db as Database,
    driver: 'pglite',
    location,
    lock,
    close: async () => {
      try {
        if (!client.closed) await client.close()
        if (!inMemory) await tightenDataDir(location)
      } finally {
        await lock?.release()
      }
    },
  }
}

/**
 * `error` from writing a PGlite folder, as DataDirUnusableError when the disk or quota is full:
 * said by the error (initdb's errno, Postgres's disk_full), or else by the free space left, since
 * PGlite often fails on a full disk with only "Aborted()". Any other error as it is.
 */
export async function explainDataDirFailure(dataDir: string, error: unknown): Promise<unknown> {
  if (error instanceof DataDirUnusableError) return error
  const code = noSpaceCode(error) ?? (await freeSpaceCode(dataDir))
  return code === undefined ? error : new DataDirUnusableError(dataDir, error, code)
}

/** Which driver a database from openDatabase() runs on, or undefined for any other object. */
export function driverOrUndefined(db: Database): Driver | undefined {
  return drivers.get(db)?.driver
}

/** Which driver a database from openDatabase() runs on. */
export function driverOf(db: Database): Driver {
  const entry = drivers.get(db)
  if (!entry) throw new Error('Not a database opened by openDatabase()')
  return entry.driver
}

/**
 * Applies the drizzle-kit migrations in server/db/migrations. On Postgres an advisory lock keeps
 * several API processes starting at once from racing each other.
 */
export async function migrate(db: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const entry = drivers.get(db)
  if (!entry) throw new Error('Not a database opened by openDatabase()')
  if (entry.driver === 'pglite') {
    await migratePglite(entry.raw as PgliteDatabase<Schema>, { migrationsFolder })
    return
  }
  const pool = (entry.raw as NodePgDatabase<Schema> & { $client: pg.Pool }).$client
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    client.release()
  }
}

/** An arbitrary constant: "MzCl" as a 32-bit integer. */
const MIGRATION_LOCK_KEY = 0x4d7a436c

/** True when the database answers a trivial query within `withinMs` (for the readiness check). */
export async function isReachable(db: Database, withinMs = 1000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<false>((resolveTimeout) => {
    timer = setTimeout(() => resolveTimeout(false), withinMs)
  })
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timedOut])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'postgres'
  }
}

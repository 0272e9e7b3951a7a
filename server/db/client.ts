import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
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
  /** Pool size for node-postgres (default 10). */
  poolSize?: number
}

export type OpenedDatabase = {
  db: Database
  driver: Driver
  /** Where the data lives: the folder, `memory://`, or the URL without its password. */
  location: string
  close: () => Promise<void>
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))
export const DEFAULT_DATA_DIR = './data'

const drivers = new WeakMap<
  object,
  { driver: Driver; raw: NodePgDatabase<Schema> | PgliteDatabase<Schema> }
>()

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const databaseUrl = options.databaseUrl?.trim()
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 })
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (error) => console.error(`Postgres pool: ${error.message}`))
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
  if (!inMemory) mkdirSync(location, { recursive: true })
  const client = new PGlite(location)
  await client.waitReady
  const db = drizzlePglite({ client, schema })
  drivers.set(db, { driver: 'pglite', raw: db })
  return {
    db: db as Database,
    driver: 'pglite',
    location,
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
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

/** True when the database answers a trivial query (for health checks). */
export async function isReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
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

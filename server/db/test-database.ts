import { randomBytes } from 'node:crypto'
import { getTableName, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { afterAll, beforeAll, describe, vi } from 'vitest'
import { migrate, openDatabase, schema, type Database, type Driver } from './client.ts'
import { SLOW_TEST_LIMIT_MS } from '../../tests/limits.ts'

export type TestDatabase = {
  db: Database
  driver: Driver
  /** Closes the connection and, on Postgres, drops the throwaway database. */
  close: () => Promise<void>
}

/** DATABASE_URL when it is set and not empty: the server the Postgres variant of the tests uses. */
export function testDatabaseUrl(): string | undefined {
  return process.env.DATABASE_URL?.trim() || undefined
}

/** PGlite always; Postgres as well when DATABASE_URL is set (it is in .ci/run). */
export function testDrivers(): Driver[] {
  return testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite']
}

/**
 * A migrated, empty database of its own: PGlite in memory, or a fresh `test_<random>` database
 * on DATABASE_URL's server (created here, dropped on close), so test files never share rows.
 */
export async function createTestDatabase(
  driver: Driver = testDatabaseUrl() ? 'postgres' : 'pglite',
): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const opened = await openDatabase({ dataDir: 'memory://' })
    await migrate(opened.db)
    return { db: opened.db, driver, close: opened.close }
  }

  const serverUrl = testDatabaseUrl()
  if (!serverUrl) throw new Error('The postgres test database needs DATABASE_URL')
  const name = `test_${randomBytes(6).toString('hex')}`
  await withAdminClient(serverUrl, async (admin) => {
    await admin.query(`create database "${name}"`)
    // Throwaway data: commits need not wait for the disk.
    await admin.query(`alter database "${name}" set synchronous_commit = off`)
  })
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const opened = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 })
  try {
    await migrate(opened.db)
  } catch (error) {
    await opened.close()
    await dropDatabase(serverUrl, name)
    throw error
  }
  return {
    db: opened.db,
    driver,
    close: async () => {
      await opened.close()
      await dropDatabase(serverUrl, name)
    },
  }
}

/**
 * An empty `test_<random>` database on DATABASE_URL's server, for tests that run server
 * processes against it (they migrate it themselves). drop() removes it, ending its connections.
 */
export async function createThrowawayDatabase(): Promise<{
  url: string
  drop: () => Promise<void>
}> {
  const serverUrl = testDatabaseUrl()
  if (!serverUrl) throw new Error('A throwaway Postgres database needs DATABASE_URL')
  const name = `test_${randomBytes(6).toString('hex')}`
  await withAdminClient(serverUrl, (admin) => admin.query(`create database "${name}"`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) }
}

/**
 * Runs the describe block once per available driver with its own database, created before and
 * dropped after the block. `database()` gives the open one inside tests and hooks.
 *
 *   describeWithDatabase('blogs', (database) => {
 *     it('lists', async () => { const { db } = database(); ... })
 *   })
 */
export function describeWithDatabase(
  name: string,
  body: (database: () => TestDatabase) => void,
): void {
  for (const driver of testDrivers()) {
    describe(`${name} [${driver}]`, () => {
      let current: TestDatabase | undefined
      beforeAll(async () => {
        current = await createTestDatabase(driver)
      }, SLOW_TEST_LIMIT_MS)
      afterAll(async () => {
        await current?.close()
      }, SLOW_TEST_LIMIT_MS)
      body(() => {
        if (!current)
          throw new Error('The test database is not open yet (use it inside a test or hook)')
        return current
      })
    })
  }
}

/**
 * Counts the statements `db` sends from now on: drizzle sends each one through its client's
 * query() on either driver (PGlite, or the node-postgres pool). restore() stops counting.
 */
export function countQueries(db: Database): {
  count: (except?: RegExp) => number
  restore: () => void
} {
  const client = (db as unknown as { $client: { query: (...args: never[]) => unknown } }).$client
  const spy = vi.spyOn(client, 'query')
  /** The statements run since, but those whose SQL matches `except`. */
  const count = (except?: RegExp) =>
    spy.mock.calls.filter(([statement]) => {
      const text =
        typeof statement === 'string'
          ? statement
          : (statement as unknown as { text?: unknown } | undefined)?.text
      return except === undefined || typeof text !== 'string' || !except.test(text)
    }).length
  return { count, restore: () => spy.mockRestore() }
}

/** Empties every table (between tests that need a clean slate). */
export async function truncateAll(db: Database): Promise<void> {
  const names = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => `"${getTableConfig(table).schema ?? 'public'}"."${getTableName(table)}"`)
  await db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`))
}

async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (admin) =>
    admin.query(`drop database if exists "${name}" with (force)`),
  )
}

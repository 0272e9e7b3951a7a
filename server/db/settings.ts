import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from './client.ts'
import { serverSettings } from './schema.ts'

/**
 * A random secret made once per database and shared by every instance that uses it (the salt
 * of hashed client addresses), so instances agree without one more setting to deploy.
 */
export async function databaseSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSettings)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing()
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.name, name))
  if (!row) throw new Error(`The server setting ${name} could not be stored`)
  return row.value
}

/** databaseSecret() once per process: a failed read is tried again on the next call. */
export function memoisedSecret(db: Database, name: string): () => Promise<string> {
  let value: Promise<string> | undefined
  return () => {
    value ??= databaseSecret(db, name).catch((error: unknown) => {
      value = undefined
      throw error
    })
    return value
  }
}

import { ContentStoreError } from './content/errors.ts'
import { explainDataDirFailure, type OpenedDatabase } from './db/client.ts'
import { DataDirUnusableError } from './db/data-dir-lock.ts'
import { noSpaceCode } from './db/no-space.ts'
import { describeError } from './middleware/errors.ts'

/**
 * What the server says when a step of its start (migrating, loading the content) fails: a full
 * disk as "No space left on the device for DATA_DIR (…)" (or the Postgres server's), a content
 * file the database could not take by its name, anything else by its cause. One line, no stack.
 */
export async function startFailureMessage(
  step: string,
  database: Pick<OpenedDatabase, 'driver' | 'location'>,
  error: unknown,
): Promise<string> {
  const file = error instanceof ContentStoreError ? ` while storing ${error.file}` : ''
  if (database.driver === 'pglite' && !database.location.startsWith('memory://')) {
    const explained = await explainDataDirFailure(database.location, error)
    if (explained instanceof DataDirUnusableError)
      return `${step} failed${file}. ${explained.message}`
  } else {
    const code = noSpaceCode(error)
    if (code !== undefined) {
      return (
        `${step} failed${file}. The Postgres server (${database.location}) has no space left ` +
        `(${code}): free space on its disk.`
      )
    }
  }
  const { cause, code } = describeError(error)
  return `${step} failed${file}: ${cause}${code === undefined ? '' : ` (${code})`}`
}

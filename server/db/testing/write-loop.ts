/**
 * A child process for the persistence test: opens PGlite in the folder given as argv[2] and
 * stores contact messages one transaction at a time, printing "committed <n>" after each commit,
 * until it is killed.
 */
import { migrate, openDatabase } from '../client.ts'
import { contactMessages } from '../schema.ts'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: write-loop.ts <data dir>')
const { db } = await openDatabase({ dataDir })
await migrate(db)
for (let n = 1; ; n += 1) {
  await db.insert(contactMessages).values({
    name: 'Persistence test',
    email: 'persistence@example.org',
    subject: 'Durability',
    message: `Message ${n}`,
  })
  process.stdout.write(`committed ${n}\n`)
}

import type { Context } from 'hono'
import type { Database } from '../db/client.ts'
import type { RateLimiter } from '../middleware/rate-limit.ts'
import type { ResponseCache } from './response-cache.ts'

/** What the resource routers share. */
export type RouteDeps = {
  db: Database
  cache: ResponseCache
  /** The content/ folder: documents and the badge image are read from it. */
  contentDir: string
  /**
   * The client's address as rate limits count it (an IPv6 client by its /64), for the limits
   * and the contact message's salted hash.
   */
  clientAddress: (c: Context) => string
  contactLimiter: RateLimiter
  /** ADMIN_TOKEN; admin routes answer 404 when it is unset. */
  adminToken: string | undefined
  /** CONTACT_HASH_SALT; unset, a secret kept in the database (the same for every instance). */
  contactHashSalt?: string
  /** The clock, so tests can move time. */
  now: () => Date
}

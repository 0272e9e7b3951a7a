import { createHash, timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** Compares in constant time: equal-length digests, so neither content nor length leaks. */
export function tokensMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * Admin routes exist only when ADMIN_TOKEN is set (otherwise 404, as if absent) and need
 * `Authorization: Bearer <ADMIN_TOKEN>`.
 */
export function requireAdmin(adminToken: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!adminToken) return c.json({ error: 'Not found' }, 404)
    const header = c.req.header('authorization') ?? ''
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
    if (!tokensMatch(given, adminToken)) {
      return c.json({ error: 'Admin token missing or wrong' }, 401, {
        'WWW-Authenticate': 'Bearer realm="admin"',
      })
    }
    return next()
  }
}

import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/**
 * The address a request came from. Behind a trusted proxy (TRUST_PROXY=1) it is the last entry of
 * X-Forwarded-For, the one the proxy itself appended; earlier entries are whatever the client sent.
 * Otherwise it is the socket's address, and X-Forwarded-For is ignored because anyone can send it.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
    const last = forwarded?.filter(Boolean).at(-1)
    if (last) return last
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in tests has no socket.
    return 'unknown'
  }
}

import { createHmac } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import type { Database } from '../db/client.ts'

export type RateLimitRule = {
  /** Requests allowed per window and client address. */
  limit: number
  windowMs: number
}

/** The server's limits (RATE_LIMIT_READS, RATE_LIMIT_CONTACT, RATE_LIMIT_RENDERS). */
export type RateLimits = {
  /** Every API request, per client address. */
  reads: RateLimitRule
  /** POST /Contact, per client address. */
  contact: RateLimitRule
  /**
   * Pages the server renders for a client address: each render its cache could not answer, and
   * every contact form sent without JavaScript (which is answered with a rendered page).
   */
  renders: RateLimitRule
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  reads: { limit: 600, windowMs: 60_000 },
  contact: { limit: 5, windowMs: 60 * 60_000 },
  renders: { limit: 120, windowMs: 60_000 },
}

export type RateLimitDecision = {
  allowed: boolean
  remaining: number
  /** Milliseconds until the client's window resets. */
  resetInMs: number
}

/** Counts requests per key: in this process's memory, or shared through Postgres. */
export type RateLimiter = {
  readonly rule: RateLimitRule
  hit: (key: string) => RateLimitDecision | Promise<RateLimitDecision>
}

/** Addresses counted at once in memory: about 10 MB; past it the longest-counted is forgotten. */
export const DEFAULT_MAX_KEYS = 100_000

function decide(rule: RateLimitRule, count: number, start: number, now: number): RateLimitDecision {
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    resetInMs: start + rule.windowMs - now,
  }
}

type Window = { start: number; count: number }

/**
 * A fixed-window counter per key, in memory, at a constant cost per request: nothing is swept.
 * A key whose window has passed starts a new one and moves to the end of the map, so the map
 * runs from the oldest window to the newest, and when `maxKeys` are counted the oldest is
 * dropped to make room (usually long over). Memory stays bounded whatever the number of
 * addresses. One process counts its own requests.
 */
export class FixedWindowLimiter implements RateLimiter {
  readonly #windows = new Map<string, Window>()
  readonly rule: RateLimitRule
  readonly #now: () => number
  readonly #maxKeys: number

  constructor(rule: RateLimitRule, now: () => number = Date.now, maxKeys = DEFAULT_MAX_KEYS) {
    this.rule = rule
    this.#now = now
    this.#maxKeys = maxKeys
  }

  hit(key: string): RateLimitDecision {
    const now = this.#now()
    const windows = this.#windows
    let window = windows.get(key)
    if (window === undefined || now - window.start >= this.rule.windowMs) {
      if (window !== undefined) windows.delete(key)
      else if (windows.size >= this.#maxKeys) {
        const oldest = windows.keys().next()
        if (!oldest.done) windows.delete(oldest.value)
      }
      window = { start: now, count: 0 }
      windows.set(key, window)
    }
    window.count += 1
    return decide(this.rule, window.count, window.start, now)
  }

  get size(): number {
    return this.#windows.size
  }
}

/**
 * A fixed-window counter kept in Postgres, so every instance on one database shares the limit
 * (the contact form's 5 an hour must not become 5 per instance). Keys are HMACs of the address
 * under a per-database secret, never the address. Windows long over are deleted now and then.
 */
export class SharedWindowLimiter implements RateLimiter {
  readonly rule: RateLimitRule
  readonly #db: Database
  readonly #name: string
  readonly #secret: () => Promise<string>
  readonly #now: () => number
  #nextCleanup = 0

  constructor(
    db: Database,
    name: string,
    rule: RateLimitRule,
    secret: () => Promise<string>,
    now: () => number = Date.now,
  ) {
    this.#db = db
    this.#name = name
    this.rule = rule
    this.#secret = secret
    this.#now = now
  }

  async hit(key: string): Promise<RateLimitDecision> {
    const now = this.#now()
    const secret = await this.#secret()
    const hashed = `${this.#name}:${createHmac('sha256', secret).update(key).digest('hex')}`
    const at = new Date(now).toISOString()
    const expired = new Date(now - this.rule.windowMs).toISOString()
    // One statement: concurrent requests from one address on any instance count one by one.
    const result = await this.#db.execute(sql`
      insert into rate_limit_windows as w (key, window_start, count)
      values (${hashed}, ${at}, 1)
      on conflict (key) do update set
        count = case when w.window_start <= ${expired} then 1 else w.count + 1 end,
        window_start = case when w.window_start <= ${expired} then ${at} else w.window_start end
      returning count, window_start`)
    const [row] = rowsOf<{ count: number; window_start: string | Date }>(result)
    const count = Number(row?.count ?? 1)
    const start = row ? new Date(row.window_start).getTime() : now
    if (now >= this.#nextCleanup) {
      this.#nextCleanup = now + Math.max(60_000, this.rule.windowMs)
      await this.#db.execute(sql`delete from rate_limit_windows where window_start <= ${expired}`)
    }
    return decide(this.rule, count, start, now)
  }
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too, but typed differently. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[]
}

/**
 * Counts each request against `limiter` under `keyOf(c)`; past the limit, 429 with Retry-After.
 * (No RateLimit-* headers on every answer: each header costs throughput and no client reads them.)
 */
export function rateLimit(limiter: RateLimiter, keyOf: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    const decision = await limiter.hit(keyOf(c))
    return decision.allowed ? next() : tooManyRequests(c, decision)
  }
}

/** 429 with Retry-After for a refused decision. */
export function tooManyRequests(c: Context, decision: RateLimitDecision) {
  const resetSeconds = Math.max(1, Math.ceil(decision.resetInMs / 1000))
  return c.json({ error: `Too many requests: try again in ${resetSeconds} s` }, 429, {
    'Retry-After': String(resetSeconds),
  })
}

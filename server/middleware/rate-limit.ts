import type { Context, MiddlewareHandler } from 'hono'

export type RateLimitRule = {
  /** Requests allowed per window and client address. */
  limit: number
  windowMs: number
}

type Window = { start: number; count: number }

export type RateLimitDecision = {
  allowed: boolean
  remaining: number
  /** Milliseconds until the client's window resets. */
  resetInMs: number
}

/** Windows kept before expired ones are swept, so a flood of addresses cannot grow memory forever. */
const SWEEP_AT = 10_000

/**
 * A fixed-window counter per key, in memory. One process counts its own requests; several
 * processes behind a load balancer each allow the limit (acceptable for a public read API).
 */
export class FixedWindowLimiter {
  readonly #windows = new Map<string, Window>()
  readonly rule: RateLimitRule
  readonly #now: () => number

  constructor(rule: RateLimitRule, now: () => number = Date.now) {
    this.rule = rule
    this.#now = now
  }

  hit(key: string): RateLimitDecision {
    const now = this.#now()
    let window = this.#windows.get(key)
    if (window === undefined || now - window.start >= this.rule.windowMs) {
      if (this.#windows.size >= SWEEP_AT) this.#sweep(now)
      window = { start: now, count: 0 }
      this.#windows.set(key, window)
    }
    window.count += 1
    return {
      allowed: window.count <= this.rule.limit,
      remaining: Math.max(0, this.rule.limit - window.count),
      resetInMs: window.start + this.rule.windowMs - now,
    }
  }

  get size(): number {
    return this.#windows.size
  }

  #sweep(now: number) {
    for (const [key, window] of this.#windows) {
      if (now - window.start >= this.rule.windowMs) this.#windows.delete(key)
    }
  }
}

/**
 * Counts each request against `limiter` under `keyOf(c)`; past the limit, 429 with Retry-After.
 * (No RateLimit-* headers on every answer: each header costs throughput and no client reads them.)
 */
export function rateLimit(
  limiter: FixedWindowLimiter,
  keyOf: (c: Context) => string,
): MiddlewareHandler {
  return async (c, next) => {
    const decision = limiter.hit(keyOf(c))
    if (decision.allowed) return next()
    const resetSeconds = Math.max(1, Math.ceil(decision.resetInMs / 1000))
    return c.json({ error: `Too many requests: try again in ${resetSeconds} s` }, 429, {
      'Retry-After': String(resetSeconds),
    })
  }
}

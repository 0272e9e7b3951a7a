// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { API_BASE, createApp } from '../app.ts'
import { MAX_JSON_DEPTH, nestsDeeperThan } from './input-guard.ts'
import { CLIENT_HEADERS } from './test-helpers.ts'

/** `depth` arrays inside one another around a string: `[[["x"]]]`, 4 bytes a level. */
const nested = (depth: number, inner = '"x"') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`
/** An object path `{"a":{"a":…}}` as deep as `depth`. */
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

/**
 * What ten hostile bodies may cost the server in CPU time, so that /health stays quick beside
 * them (each took 0.9 s at depth 5 000 when the guard walked them recursively).
 */
const CPU_LIMIT_MS = 50

describe('nestsDeeperThan', () => {
  it('counts arrays and objects opened inside one another, not their number', () => {
    expect(nestsDeeperThan(nested(32), 32)).toBe(false)
    expect(nestsDeeperThan(nested(33), 32)).toBe(true)
    expect(nestsDeeperThan(nestedObjects(33), 32)).toBe(true)
    expect(nestsDeeperThan(`[${Array.from({ length: 500 }, () => '[1]').join(',')}]`, 2)).toBe(
      false,
    )
  })

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ message: '[[[[[[{{{{{' }), 2)).toBe(false)
    expect(nestsDeeperThan(JSON.stringify({ message: 'a "quoted" [[[[[ \\' }), 2)).toBe(false)
    expect(nestsDeeperThan(`{"a":"\\"[[[["}`, 2)).toBe(false)
  })
})

describe('a JSON body nested too deep', () => {
  const app = createApp()
  const post = (body: string, headers: Record<string, string> = CLIENT_HEADERS) =>
    app.request(`${API_BASE}/Contact`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body,
    })

  it('answers 400 naming the limit, however deep (the stack never grows with it)', async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 6_000, 8_000]) {
      const response = await post(nested(depth))
      expect(response.status, `depth ${depth}`).toBe(400)
      expect(await response.json()).toMatchObject({
        issues: [{ path: 'body', message: `nests deeper than ${MAX_JSON_DEPTH} levels` }],
      })
    }
  })

  it('is refused for its missing client headers before its body is read', async () => {
    // Bad text at the bottom too: read first, it would answer 400.
    const response = await post(nested(6_000, '"n\\u0000l"'), {})
    expect(response.status).toBe(401)
  })

  it('still finds a NUL at the depth the API allows, with its path', async () => {
    const body = JSON.stringify({ a: [{ b: ['ok', 'n\u0000l'] }] })
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      issues: [{ path: 'json.a.0.b.1', message: 'must not contain a NUL character' }],
    })
    const key = await post(JSON.stringify({ a: { 'k\u0000': 1 } }))
    expect(await key.json()).toMatchObject({
      issues: [{ path: 'json.a', message: 'has a key that must not contain a NUL character' }],
    })
  })
})

describe('the cost of deeply nested bodies', () => {
  it(`ten 12 KB bodies 6 000 deep take under ${CPU_LIMIT_MS} ms of the server's CPU in all`, async () => {
    const app = createApp()
    // CPU time, not the wall clock: what the server spends, whatever else the machine does.
    const before = process.cpuUsage()
    const statuses: number[] = []
    for (let body = 0; body < 10; body += 1) {
      const response = await app.request(`${API_BASE}/Contact`, {
        method: 'POST',
        headers: { ...CLIENT_HEADERS, 'Content-Type': 'application/json' },
        body: nested(6_000),
      })
      statuses.push(response.status)
    }
    const used = process.cpuUsage(before)
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 400))
    expect((used.user + used.system) / 1000).toBeLessThan(CPU_LIMIT_MS)
  })
})

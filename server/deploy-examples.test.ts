// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { KEEP_ALIVE_TIMEOUT_MS } from './http-timeouts.ts'
import { repository } from './testing/processes.ts'

const example = (name: string) => readFileSync(join(repository, 'deploy', name), 'utf8')

/** A duration as nginx and Caddy write one ("4s", "500ms", "1m"; nginx's bare number is seconds). */
function milliseconds(value: string): number {
  const match = /^(\d+)(ms|s|m)?$/.exec(value)
  if (!match) throw new Error(`not a duration: ${value}`)
  const unit = { ms: 1, s: 1000, m: 60_000 }[match[2] ?? 's'] ?? 1000
  return Number(match[1]) * unit
}

/** The one block `name { … }` (no nested braces in it) of a configuration file. */
function block(text: string, name: RegExp): string {
  const match = new RegExp(`${name.source}\\s*\\{([^{}]*)\\}`).exec(text)
  if (!match?.[1]) throw new Error(`no ${name} block`)
  return match[1]
}

describe('the proxy examples in deploy/', () => {
  // A proxy that keeps an idle upstream connection longer than the instance does may send a
  // request on it just as the instance closes it: a reset, and a 502 for a POST it cannot retry.
  it('close idle upstream connections before the server does', () => {
    const upstream = block(example('nginx.conf'), /upstream mzansi_clearing/)
    const nginx = /^\s*keepalive_timeout\s+(\S+);/m.exec(upstream)?.[1]
    // Unset, nginx keeps them 60 s.
    expect(nginx, 'keepalive_timeout in the upstream block').toBeDefined()
    expect(milliseconds(nginx ?? '60s')).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS)

    const transport = block(example('Caddyfile'), /transport http/)
    const caddy = /^\s*keepalive\s+(\S+)$/m.exec(transport)?.[1]
    // Unset, Caddy keeps them 2 minutes.
    expect(caddy, 'keepalive in the transport block').toBeDefined()
    expect(milliseconds(caddy ?? '2m')).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS)
  })
})

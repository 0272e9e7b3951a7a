// @vitest-environment node
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'

/** What the server answers to `request` sent as is on a new connection, once it closes it. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    const socket = connect(port, '127.0.0.1', () => socket.end(request))
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
    socket.once('error', reject)
    socket.once('close', () => resolve(text))
  })
}

// Node's parser keeps the first Host and drops the others: only the real server shows them.
describe('Host headers, on the Node server', () => {
  let server: ServerType
  let port = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: createApp().fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
    })
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('answers a request with two Host headers 400, and one with a single Host 200', async () => {
    const twice = await exchange(
      port,
      'GET /health HTTP/1.1\r\nHost: www.mzansiclearing.example\r\nHost: evil.example\r\n\r\n',
    )
    expect(twice).toMatch(/^HTTP\/1\.1 400 /)
    expect(twice).toMatch(/\r\nconnection: close\r\n/i)
    expect(twice).toContain('more than one Host header')

    const api = await exchange(
      port,
      'GET /api/public/v2/openapi.json HTTP/1.1\r\nHost: a.example\r\nhost: b.example\r\nConnection: close\r\n\r\n',
    )
    expect(api).toMatch(/^HTTP\/1\.1 400 /)
    expect(api).toContain('"path":"header.host"')

    const once = await exchange(
      port,
      'GET /health HTTP/1.1\r\nHost: www.mzansiclearing.example\r\nConnection: close\r\n\r\n',
    )
    expect(once).toMatch(/^HTTP\/1\.1 200 /)
  })
})

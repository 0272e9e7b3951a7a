// @vitest-environment node
import { connect, type Socket } from 'node:net'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { CLIENT_HEADERS } from '../middleware/test-helpers.ts'
import { processHarness } from '../testing/processes.ts'
import { PROCESS_WAIT_LIMIT_MS, SLOW_TEST_LIMIT_MS } from '../../tests/limits.ts'

/** Slow clients and a clean stop, on the real server process (PGlite, its own folder). */
const { runTs, startServer, siteFolder, cleanup } = processHarness('mzc-faults-life-')
afterAll(cleanup)

function open(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket))
    socket.once('error', reject)
  })
}

/** Resolves if a new connection to `url` is refused; rejects (closing it) if it is accepted. */
function refused(url: string): Promise<void> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.destroy()
      reject(new Error('the server accepted a new connection'))
    })
    socket.once('error', () => resolve())
  })
}

/** Resolves with what the server sent once it closes the connection. */
function closed(socket: Socket): Promise<string> {
  let text = ''
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
  socket.on('error', () => {})
  return new Promise((resolve) => socket.once('close', () => resolve(text)))
}

describe('the server process', { timeout: SLOW_TEST_LIMIT_MS }, () => {
  // The limits are timers in the server: what is asserted is what each says and in which order
  // they end the connections, not how long they took (a busy machine stretches both).
  it('answers a body still trickling at the 5 s deadline with 408, and drops headers never ended after it', async () => {
    const site = siteFolder()
    const server = await startServer({ ...site.env, DATA_DIR: site.dataDir, DATABASE_URL: '' })
    try {
      const ends: string[] = []
      const headers = await open(server.url)
      const headersClosed = closed(headers).then((text) => {
        ends.push('headers')
        return text
      })
      const body = await open(server.url)
      const bodyClosed = closed(body).then((text) => {
        ends.push('body')
        return text
      })
      headers.write('GET /health HTTP/1.1\r\nHost: localhost\r\n')
      body.write(
        'POST /api/public/v2/Contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          `${Object.entries(CLIENT_HEADERS)
            .map(([name, value]) => `${name}: ${value}\r\n`)
            .join('')}Content-Length: 100\r\n\r\n{"name":`,
      )
      // The body's client keeps trickling: the request deadline answers it (Node's own 30 s
      // request limit is the backstop behind it, and would not speak of the body).
      const trickle = setInterval(() => body.write(' '), 2000)
      const afterBody = await bodyClosed
      clearInterval(trickle)
      const afterHeaders = await headersClosed
      // The client was slow, not the database: it is told so, and by which deadline, and not
      // asked to retry in 5 s.
      expect(afterBody).toMatch(/^HTTP\/1\.1 408/)
      expect(afterBody).toContain(
        'The request body arrived too slowly: it was not complete within 5 s.',
      )
      expect(afterBody).not.toMatch(/Retry-After/i)
      // Node's headers limit (10 s) is the longer one: the client whose headers never ended was
      // still connected when the body's deadline passed, and was dropped after it.
      expect(ends).toEqual(['body', 'headers'])
      expect(afterHeaders).toMatch(/^HTTP\/1\.1 408|^$/)
      // Meanwhile the server kept answering others.
      expect((await fetch(`${server.url}/health`)).status).toBe(200)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  })

  it('on SIGTERM stops accepting, finishes the request under way, and exits 0', async () => {
    const site = siteFolder()
    const server = await startServer({ ...site.env, DATA_DIR: site.dataDir, DATABASE_URL: '' })
    const message = JSON.stringify({
      name: 'Lindiwe',
      email: 'lindiwe@example.co.za',
      topic: 'general',
      message: 'Sent while the server was stopping.',
      consent: true,
    })
    const socket = await open(server.url)
    const answer = closed(socket)
    // "Expect: 100-continue": the server says "100 Continue" once it has read the headers, so
    // the request is under way (not an idle connection) before the signal.
    const continued = new Promise<void>((resolve) =>
      socket.on('data', (chunk: Buffer) => {
        if (chunk.toString().startsWith('HTTP/1.1 100')) resolve()
      }),
    )
    socket.write(
      'POST /api/public/v2/Contact HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
        'Content-Type: application/json\r\nExpect: 100-continue\r\n' +
        `${Object.entries(CLIENT_HEADERS)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('')}Content-Length: ${Buffer.byteLength(message)}\r\n\r\n`,
    )
    await continued
    socket.write(message.slice(0, 20))
    server.child.kill('SIGTERM')
    // New connections are refused (once the signal is handled) while the one under way finishes.
    // Each try is a new connection that sends nothing: fetch would keep one alive and reuse it.
    await vi.waitFor(() => refused(server.url), { timeout: PROCESS_WAIT_LIMIT_MS })
    socket.end(message.slice(20))
    const text = await answer
    expect(text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201/)
    expect(await server.exited).toBe(0)
    expect(server.output()).not.toMatch(/Error/)
  })

  it('on SIGTERM closes idle kept-alive connections at once and answers the one under way with Connection: close', async () => {
    const site = siteFolder()
    const server = await startServer({ ...site.env, DATA_DIR: site.dataDir, DATABASE_URL: '' })
    const message = JSON.stringify({
      name: 'Sipho',
      email: 'sipho@example.co.za',
      topic: 'general',
      message: 'Sent on a kept-alive connection while the server was stopping.',
      consent: true,
    })
    // A client that keeps its connection: one answer in, then idle.
    const idle = await open(server.url)
    const idleClosed = closed(idle)
    const firstAnswer = new Promise<void>((resolve) =>
      idle.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('"status":"ok"')) resolve()
      }),
    )
    idle.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n')
    await firstAnswer

    // Another, with a request under way (as in the test above).
    const busy = await open(server.url)
    const busyClosed = closed(busy)
    const continued = new Promise<void>((resolve) =>
      busy.on('data', (chunk: Buffer) => {
        if (chunk.toString().startsWith('HTTP/1.1 100')) resolve()
      }),
    )
    busy.write(
      'POST /api/public/v2/Contact HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nExpect: 100-continue\r\n' +
        `${Object.entries(CLIENT_HEADERS)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('')}Content-Length: ${Buffer.byteLength(message)}\r\n\r\n`,
    )
    await continued
    server.child.kill('SIGTERM')
    // The idle connection is closed by the server, before the request under way has ended.
    expect(await idleClosed).toMatch(/^HTTP\/1\.1 200/)
    busy.write(message)
    // The request under way is answered, told that its connection closes, and then it does.
    const text = await busyClosed
    expect(text).toMatch(/\r\n\r\nHTTP\/1\.1 201 /)
    expect(text).toMatch(/\r\nConnection: close\r\n/i)
    expect(text).not.toMatch(/keep-alive/i)
    expect(await server.exit()).toBe(0)
    expect(server.output()).not.toMatch(/Error/)
  })

  it('refuses a malformed SITE_URL at start, and names its own address when SITE_URL is unset', async () => {
    const site = siteFolder()
    const env = { ...site.env, DATA_DIR: site.dataDir, DATABASE_URL: '' }
    const refused = runTs('server/index.ts', [], {
      ...env,
      PORT: '0',
      SITE_URL: 'https://www.mzansiclearing.co.za/home',
    })
    expect(await refused.exited).toBe(1)
    expect(refused.output()).toContain(
      "SITE_URL: expected an http or https origin such as https://www.mzansiclearing.co.za, got 'https://www.mzansiclearing.co.za/home' (no path, query or fragment)",
    )

    const server = await startServer({ ...env, SITE_URL: '' })
    try {
      const { port } = new URL(server.url)
      const robots = await (await fetch(`${server.url}/robots.txt`)).text()
      expect(robots).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`)
      const feed = await fetch(`${server.url}/blog/feed.xml`)
      expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
      expect(await feed.text()).toContain(`<link>http://localhost:${port}/blog</link>`)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  })
})

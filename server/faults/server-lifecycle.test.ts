// @vitest-environment node
import { connect, type Socket } from 'node:net'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { CLIENT_HEADERS } from '../middleware/test-helpers.ts'
import { processHarness } from '../testing/processes.ts'

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

/** Resolves with what the server sent once it closes the connection, and when. */
function closed(socket: Socket): Promise<{ text: string; at: number }> {
  let text = ''
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
  socket.on('error', () => {})
  return new Promise((resolve) => socket.once('close', () => resolve({ text, at: Date.now() })))
}

describe('the server process', () => {
  it('drops a client whose headers take over 10 s, and answers a body trickling past 5 s with 408', async () => {
    const site = siteFolder()
    const server = await startServer({ ...site.env, DATA_DIR: site.dataDir, DATABASE_URL: '' })
    try {
      const headers = await open(server.url)
      const headersClosed = closed(headers)
      const body = await open(server.url)
      const bodyClosed = closed(body)
      const started = Date.now()
      headers.write('GET /health HTTP/1.1\r\nHost: localhost\r\n')
      body.write(
        'POST /api/public/v2/Contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          `${Object.entries(CLIENT_HEADERS)
            .map(([name, value]) => `${name}: ${value}\r\n`)
            .join('')}Content-Length: 100\r\n\r\n{"name":`,
      )
      // The body's client keeps trickling: the request deadline answers it (Node's own 30 s
      // request limit is the backstop behind it).
      const trickle = setInterval(() => body.write(' '), 2000)
      const afterBody = await bodyClosed
      clearInterval(trickle)
      const afterHeaders = await headersClosed
      expect(afterHeaders.at - started).toBeGreaterThanOrEqual(9000)
      expect(afterHeaders.at - started).toBeLessThan(13_000)
      expect(afterHeaders.text).toMatch(/^HTTP\/1\.1 408|^$/)
      expect(afterBody.at - started).toBeGreaterThanOrEqual(4900)
      expect(afterBody.at - started).toBeLessThan(8000)
      // The client was slow, not the database: it is told so, and not asked to retry in 5 s.
      expect(afterBody.text).toMatch(/^HTTP\/1\.1 408/)
      expect(afterBody.text).toContain('The request body arrived too slowly')
      expect(afterBody.text).not.toMatch(/Retry-After/i)
      // Meanwhile the server kept answering others.
      expect((await fetch(`${server.url}/health`)).status).toBe(200)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  }, 60_000)

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
    await vi.waitFor(() => refused(server.url), { timeout: 10_000 })
    socket.end(message.slice(20))
    const { text } = await answer
    expect(text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201/)
    expect(await server.exited).toBe(0)
    expect(server.output()).not.toMatch(/Error/)
  }, 60_000)

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
  }, 120_000)
})

// @vitest-environment node
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http'
import type { ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { healthFirst } from './health-first.ts'

/** A request as the listener sees it: its address, and whether its client is still there. */
const incoming = (url: string, gone = false) =>
  ({ url, socket: { destroyed: gone } }) as unknown as IncomingMessage
const outgoing = () => ({ destroyed: false }) as unknown as ServerResponse

/** One turn of the event loop: what setImmediate queued before now has run. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

it('answers /health and /ready at once, and the others one a turn, in the order read', async () => {
  const answered: string[] = []
  const listener = healthFirst((request) => answered.push(request.url ?? ''))
  // Read in one turn: four requests, the health checks last.
  for (const url of ['/branch-search?q=a', '/api/v1/branches', '/health', '/ready?probe=1']) {
    listener(incoming(url), outgoing())
  }
  expect(answered).toEqual(['/health', '/ready?probe=1'])
  expect(listener.waiting()).toBe(2)
  await nextTurn()
  expect(answered).toEqual(['/health', '/ready?probe=1', '/branch-search?q=a'])
  // A health check read in the next turn goes before the one still waiting.
  listener(incoming('/health'), outgoing())
  expect(answered.at(-1)).toBe('/health')
  await nextTurn()
  expect(answered.slice(3)).toEqual(['/health', '/api/v1/branches'])
  expect(listener.waiting()).toBe(0)
})

it('does not begin a request whose client has gone, and takes the next in its turn', async () => {
  const answered: string[] = []
  const listener = healthFirst((request) => answered.push(request.url ?? ''))
  const closed = outgoing()
  ;(closed as { destroyed: boolean }).destroyed = true
  listener(incoming('/a', true), outgoing())
  listener(incoming('/b'), closed)
  listener(incoming('/c'), outgoing())
  // A path that only begins like a health check waits its turn.
  listener(incoming('/healthz'), outgoing())
  expect(answered).toEqual([])
  await nextTurn()
  expect(answered).toEqual(['/c'])
  await nextTurn()
  expect(answered).toEqual(['/c', '/healthz'])
  expect(listener.waiting()).toBe(0)
})

let server: ReturnType<typeof createServer> | undefined
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

it('answers pages and health checks alike on a real socket', async () => {
  const order: string[] = []
  server = createServer(
    healthFirst((request, response) => {
      order.push(request.url ?? '')
      response.end(request.url)
    }),
  )
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const get = (path: string) =>
    new Promise<string>((resolve, reject) => {
      httpRequest({ port, host: '127.0.0.1', path }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve(body))
      })
        .on('error', reject)
        .end()
    })
  const bodies = await Promise.all([get('/page'), get('/health')])
  expect(bodies).toEqual(['/page', '/health'])
  expect(order).toHaveLength(2)
})

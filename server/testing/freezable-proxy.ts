import { createServer, connect, type Server, type Socket } from 'node:net'

/**
 * A TCP proxy on loopback in front of a database, for fault tests: freeze() stops forwarding
 * (the database looks hung: connections stay open and nothing answers), stop() cuts every
 * connection and refuses new ones (the database looks down), resume() undoes either.
 */
export async function freezableProxy(target: { host: string; port: number }) {
  let mode: 'open' | 'frozen' | 'stopped' = 'open'
  const pairs = new Set<[Socket, Socket]>()

  const server: Server = createServer((client) => {
    if (mode === 'stopped') {
      client.destroy()
      return
    }
    const upstream = connect(target.port, target.host)
    const pair: [Socket, Socket] = [client, upstream]
    pairs.add(pair)
    client.pipe(upstream)
    upstream.pipe(client)
    if (mode === 'frozen') pause(pair)
    const end = () => {
      pairs.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    client.on('error', end)
    upstream.on('error', end)
    client.on('close', end)
    upstream.on('close', end)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no proxy port')

  function pause([client, upstream]: [Socket, Socket]) {
    client.unpipe(upstream)
    upstream.unpipe(client)
    client.pause()
    upstream.pause()
  }

  return {
    port: address.port,
    /** Stops forwarding in both directions; connections stay open. */
    freeze() {
      mode = 'frozen'
      for (const pair of pairs) pause(pair)
    },
    /** Cuts every connection and refuses new ones. */
    stop() {
      mode = 'stopped'
      for (const [client, upstream] of pairs) {
        client.destroy()
        upstream.destroy()
      }
      pairs.clear()
    },
    resume() {
      mode = 'open'
      for (const [client, upstream] of pairs) {
        client.pipe(upstream)
        upstream.pipe(client)
        client.resume()
        upstream.resume()
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [client, upstream] of pairs) {
          client.destroy()
          upstream.destroy()
        }
        server.close(() => resolve())
      }),
  }
}

/// <reference types="vite/client" />
// The site's configuration reads import.meta.env (Vite's); tests import it to send the same headers.
import { site } from '../../src/content/site.ts'

/** The headers the site sends, from the same configuration the site reads. */
export const CLIENT_HEADERS: Record<string, string> = {
  'bsa-token': site.api.appToken,
  'bsa-app-name': site.api.appName,
  cmsArea: site.api.cmsArea,
  Authorization: `Bearer ${site.api.bearerToken}`,
}

/** RequestInit with the client headers (plus JSON content type when there is a body). */
export function withClientHeaders(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers)
  for (const [name, value] of Object.entries(CLIENT_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value)
  }
  if (init.body !== undefined && !headers.has('content-type')) {
    headers.set('content-type', 'application/json')
  }
  return { ...init, headers }
}

/** Bindings that make getConnInfo() see `address` as the socket's peer, as @hono/node-server does. */
export function fromAddress(address: string) {
  return {
    incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } },
  }
}

/**
 * The Node server's connection limits (server/index.ts), in a module of their own so that tests
 * and the proxy examples in deploy/ can be checked against them.
 */

/** Slow clients may not hold a connection: headers within 10 s, the whole request within 30 s. */
export const HEADERS_TIMEOUT_MS = 10_000
export const REQUEST_TIMEOUT_MS = 30_000

/**
 * An idle keep-alive connection is closed after 5 s (Node's default, said here). A proxy in
 * front must close its idle upstream connections sooner, or it may send a request on a
 * connection the server is closing at that moment and get a reset (a 502 for a POST): see
 * keepalive_timeout in deploy/nginx.conf and keepalive in deploy/Caddyfile.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5000

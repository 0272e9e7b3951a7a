import type { MiddlewareHandler } from 'hono'
import { THEME_SCRIPT_SOURCE } from '../theme-script.ts'

/**
 * The Content-Security-Policy of the site. Scripts come only from the site itself, and two inline
 * scripts, each allowed by the hash of its exact text: the theme before first paint and the
 * loader that starts the app's scripts after it (`appLoaderSource`, from the build:
 * `readAppLoaderSource`; without a build, none). Styles allow 'unsafe-inline' because
 * Radix's scroll lock, vaul and sonner insert <style> elements at run time (checked in Chromium:
 * without it the gallery logs CSP violations; with it, none).
 */
export const contentSecurityPolicy = (appLoaderSource?: string) =>
  [
    "default-src 'self'",
    ['script-src', "'self'", THEME_SCRIPT_SOURCE, appLoaderSource].filter(Boolean).join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')

/** Every answer's security headers, with the CSP that allows `appLoaderSource`. */
export const securityHeaderList = (
  appLoaderSource?: string,
): readonly (readonly [string, string])[] => [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['Content-Security-Policy', contentSecurityPolicy(appLoaderSource)],
  ['X-Frame-Options', 'DENY'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
]

/**
 * Secure headers on every answer, HTML or JSON. Set before the handler runs, so they travel with
 * the response it creates (Hono's secureHeaders sets them afterwards, which makes the Node
 * adapter rebuild every response and costs a good share of the API's throughput).
 */
export function securityHeaders(appLoaderSource?: string): MiddlewareHandler {
  const headers = securityHeaderList(appLoaderSource)
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value)
    await next()
  }
}

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { inlineScriptSource } from '../../server/inline-script.ts'

/** The build to check: ./dist, or DIST_DIR when set (as the e2e server reads it). */
const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url))

/** The text of every inline script a browser runs (not data blocks, not script files). */
function inlineScripts(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*type="application\/)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => match[1] ?? '')
}

describe('the built pages’ inline scripts', () => {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html is missing: run "npm run build" first.`)
  }

  it.each(['index.html', 'prerendered/services/eft.html'])(
    '%s: the theme script and the app loader, each allowed by the CSP the server sends',
    async (page) => {
      const scripts = inlineScripts(readFileSync(join(distDir, page), 'utf8'))
      expect(scripts).toHaveLength(2)
      const response = await createApp({ distDir }).request('/health')
      const csp = response.headers.get('Content-Security-Policy') ?? ''
      // What a browser hashes is each element's text exactly as written.
      expect(csp).toContain(`script-src 'self' ${scripts.map(inlineScriptSource).join(' ')};`)
    },
  )
})

// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { describeWithDatabase } from './db/test-database.ts'
import { SERVER_RENDERED_FILE, SSR_ENTRY } from './page-renderer.ts'
import { makeContentDir, seed, testApp } from './routes/test-fixtures.ts'

/**
 * A database error while the server renders a page is logged as one JSON line that names its
 * cause and its SQL, never the values the query was given (a tag or search a visitor typed).
 */

const SHELL =
  '<!doctype html><html><head><title>Mzansi Clearing</title></head><body><div id="root"></div></body></html>'

/** A server-render bundle that reads the Content Hub's list as the real one does. */
const ENTRY = `
export const brand = { name: 'Mzansi Clearing', logo: '/logo.svg' }
export async function renderPageWithData(path, fetch) {
  const tag = new URL(path, 'http://x').searchParams.get('tag')
  const answer = await fetch('/api/public/v2/PublicBlogs/landing?tag=' + encodeURIComponent(tag))
  if (!answer.ok) throw new Error('The list answered ' + answer.status)
  return { html: '<main><h1>Content Hub</h1></main>', title: 'Content Hub', status: 200,
    afterRoot: '', description: 'd', path: '/blog', breadcrumb: [], routeIds: [] }
}
`

let root: string
let contentDir: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'render-errors-'))
  mkdirSync(join(root, 'dist'))
  mkdirSync(join(root, 'dist-ssr'))
  writeFileSync(join(root, 'dist', 'index.html'), SHELL)
  writeFileSync(join(root, 'dist', 'routes.json'), JSON.stringify(['/', '/blog']))
  writeFileSync(
    join(root, 'dist', SERVER_RENDERED_FILE),
    JSON.stringify({ '/blog': { params: ['tag'] } }),
  )
  writeFileSync(join(root, 'dist-ssr', SSR_ENTRY), ENTRY)
  contentDir = makeContentDir()
})
afterAll(() => {
  rmSync(root, { recursive: true, force: true })
  rmSync(contentDir, { recursive: true, force: true })
})

describeWithDatabase('database errors while rendering', (database) => {
  beforeAll(async () => seed(database().db))

  it('are logged as one JSON line each, with the SQL and without its parameters', async () => {
    const { db } = database()
    const site = testApp(db, contentDir, {
      distDir: join(root, 'dist'),
      ssrDir: join(root, 'dist-ssr'),
      renderThreads: 0,
    })
    const written: string[] = []
    const capture = (chunk: unknown) => {
      written.push(typeof chunk === 'string' ? chunk : String(chunk))
      return true
    }
    vi.spyOn(process.stderr, 'write').mockImplementation(capture)
    vi.spyOn(process.stdout, 'write').mockImplementation(capture)
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      written.push(
        args.map((arg) => (arg instanceof Error ? (arg.stack ?? '') : String(arg))).join(' '),
      )
    })
    vi.spyOn(console, 'log').mockImplementation(() => {})
    // The list's query now fails in the database, with the visitor's tag among its parameters.
    // (The route's check of the tag fails too: it lets the page through, logged, not a 500.)
    await db.execute(sql`alter table blog_posts rename to blog_posts_elsewhere`)
    try {
      const response = await site.request('/blog?tag=thandi-mokoena-0821234567')
      expect(response.status).toBe(200)
    } finally {
      await db.execute(sql`alter table blog_posts_elsewhere rename to blog_posts`)
      vi.restoreAllMocks()
    }

    const lines = written.join('').split('\n').filter(Boolean)
    expect(lines.length).toBeGreaterThan(0)
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(written.join('')).not.toMatch(/thandi|0821234567/)
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 'error',
        time: expect.any(String),
        route: '/api/public/v2/PublicBlogs/landing',
        errorClass: 'DrizzleQueryError',
        code: '42P01',
        // Either of the list's two queries (its page and its count, asked at once) fails first.
        query: expect.stringMatching(/^select .*"blog_posts"/),
      }),
    )
    // The tag's check could not ask the database: the page went through, and it says so.
    expect(entries).toContainEqual(
      expect.objectContaining({
        message: 'A route check failed; the page is served unchecked',
        route: '/blog',
      }),
    )
    // Every line of the render's own failure is JSON as well.
    expect(entries).toContainEqual(
      expect.objectContaining({ message: 'Rendering /blog failed', level: 'error' }),
    )
  })
})

// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { syncContent } from './content/index.ts'
import { describeWithDatabase } from './db/test-database.ts'
import { withClientHeaders } from './middleware/test-helpers.ts'
import { API, testApp } from './routes/test-fixtures.ts'
import { articleCardImage, ARTICLE_CARDS_PATH } from './share-cards.ts'
import { pngSize } from './testing/png.ts'
import { SLOW_TEST_LIMIT_MS } from '../tests/limits.ts'

const repositoryContent = fileURLToPath(new URL('../content', import.meta.url))
const SLUG = 'payshap-and-real-time-clearing'

/** The article's title, date and category name as content/ gives them. */
function frontMatter(text: string) {
  const value = (key: string) => new RegExp(`^${key}: (.*)$`, 'm').exec(text)?.[1] ?? ''
  return { title: value('title'), published: value('published'), category: value('category') }
}

describeWithDatabase("articles' share cards", (database) => {
  let workDir: string
  let contentDir: string
  let clock = new Date('2027-01-15T10:00:00Z')
  let app: ReturnType<typeof testApp>
  const file = () => join(contentDir, 'blog', `${SLUG}.md`)

  /** The card's address the article page names, from the article as the API gives it. */
  const currentCard = async () => {
    const response = await app.request(`${API}/PublicBlogs/post/${SLUG}`, withClientHeaders())
    expect(response.status).toBe(200)
    const article = (await response.json()) as Parameters<typeof articleCardImage>[0]
    return articleCardImage(article)
  }

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'mzansi-share-cards-'))
    contentDir = join(workDir, 'content')
    cpSync(join(repositoryContent, 'blog'), join(contentDir, 'blog'), { recursive: true })
    expect((await syncContent(database().db, contentDir)).errors).toEqual([])
    app = testApp(database().db, contentDir, { now: () => clock })
  }, SLOW_TEST_LIMIT_MS)

  afterAll(() => rmSync(workDir, { recursive: true, force: true }))

  it("answers an article's card as a 1200×630 PNG, cached for a year", async () => {
    const { title } = frontMatter(readFileSync(file(), 'utf8'))
    const card = await currentCard()
    expect(card.alt).toContain(JSON.parse(title.replace(/'/g, '"')) as string)
    const response = await app.request(card.path)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const png = new Uint8Array(await response.arrayBuffer())
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
    // Drawn once: the second answer is the same bytes.
    const again = new Uint8Array(await (await app.request(card.path)).arrayBuffer())
    expect(Buffer.compare(png, again)).toBe(0)
  })

  it('answers 404 for a name that is not a current card, without drawing anything', async () => {
    const card = await currentCard()
    const hash = /-([0-9a-f]{16})\.png$/.exec(card.path)![1]!
    const otherHash = hash.replace(/^./, (digit) => (digit === '0' ? '1' : '0'))
    for (const path of [
      card.path.replace(hash, otherHash),
      `${ARTICLE_CARDS_PATH}/no-such-article-${hash}.png`,
      `${ARTICLE_CARDS_PATH}/${SLUG}.png`,
      `${ARTICLE_CARDS_PATH}/${SLUG}-${hash}.svg`,
      `${ARTICLE_CARDS_PATH}/..%2F${SLUG}-${hash}.png`,
      `${ARTICLE_CARDS_PATH}/${SLUG.toUpperCase()}-${hash}.png`,
    ]) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('Content-Type'), path).not.toBe('image/png')
    }
  })

  it('answers names that are not current cards from the day’s cards, without a query', async () => {
    const card = await currentCard()
    expect((await app.request(card.path)).status).toBe(200)
    const hash = /-([0-9a-f]{16})\.png$/.exec(card.path)![1]!
    const { db } = database()
    const select = vi.spyOn(db, 'select')
    const execute = vi.spyOn(db, 'execute')
    for (let n = 0; n < 20; n++) {
      const made = `${ARTICLE_CARDS_PATH}/made-up-article-${n}-${hash}.png`
      expect((await app.request(made)).status, made).toBe(404)
      const wrongHash = card.path.replace(hash, n.toString(16).padStart(16, '0'))
      expect((await app.request(wrongHash)).status, wrongHash).toBe(404)
    }
    expect((await app.request(card.path)).status).toBe(200)
    expect(select).not.toHaveBeenCalled()
    expect(execute).not.toHaveBeenCalled()
  })

  it('has no card for an article before its publication date', async () => {
    const card = await currentCard()
    const { published } = frontMatter(readFileSync(file(), 'utf8'))
    const saved = clock
    clock = new Date(`${published}T00:00:00Z`)
    clock.setUTCDate(clock.getUTCDate() - 2)
    try {
      expect((await app.request(card.path)).status).toBe(404)
    } finally {
      clock = saved
    }
  })

  it('gives an edited article a new card and retires the old address', async () => {
    const before = await currentCard()
    const text = readFileSync(file(), 'utf8')
    writeFileSync(file(), text.replace(/^title: .*$/m, 'title: "PayShap, a year on"'))
    try {
      expect((await syncContent(database().db, contentDir)).errors).toEqual([])
      const after = await currentCard()
      expect(after.path).not.toBe(before.path)
      expect(after.alt).toContain('PayShap, a year on')
      expect((await app.request(before.path)).status).toBe(404)
      expect((await app.request(after.path)).status).toBe(200)
    } finally {
      writeFileSync(file(), text)
      await syncContent(database().db, contentDir)
    }
  })
})

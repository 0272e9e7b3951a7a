// @vitest-environment node
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeWithDatabase } from '../../db/test-database.ts'
import { withClientHeaders } from '../../middleware/test-helpers.ts'
import { fileInside, matchesEtag } from '../files/file-response.ts'
import { API, DOCUMENT_GUIDS, makeContentDir, seed, testApp } from '../test-fixtures.ts'

describeWithDatabase('certificates and files', (database) => {
  let app: ReturnType<typeof testApp>
  let contentDir: string
  const get = (path: string, init?: RequestInit) =>
    app.request(`${API}${path}`, withClientHeaders(init))

  beforeAll(async () => {
    await seed(database().db)
    contentDir = makeContentDir()
    app = testApp(database().db, contentDir)
  })
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }))

  it('lists the documents', async () => {
    const response = await get('/Certificates')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { description: string }[]
    expect(body).toContainEqual({
      description: 'Self-Assessment Disclosure Framework ',
      documentGuid: DOCUMENT_GUIDS.disclosure,
      title: 'Self-assessment disclosure framework',
    })
    expect(body).toHaveLength(3)
  })

  it('finds a document by its exact description, trailing space included', async () => {
    const response = await get(
      `/Certificates/GetByDescription/${encodeURIComponent('Self-Assessment Disclosure Framework ')}`,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      description: 'Self-Assessment Disclosure Framework ',
      documentGuid: DOCUMENT_GUIDS.disclosure,
    })
    const privacy = await get('/Certificates/GetByDescription/Privacy%20Statement')
    expect(((await privacy.json()) as { documentGuid: string }).documentGuid).toBe(
      DOCUMENT_GUIDS.privacy,
    )
  })

  it.each(['Self-Assessment%20Disclosure%20Framework', 'privacy%20statement', 'Nothing'])(
    'answers 404 for the description %s',
    async (description) => {
      const response = await get(`/Certificates/GetByDescription/${description}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Document not found' })
    },
  )

  it('answers 400 for a description too long', async () => {
    expect((await get(`/Certificates/GetByDescription/${'d'.repeat(301)}`)).status).toBe(400)
  })

  it('streams a document with its type, name, ETag and cache headers, without client headers', async () => {
    const response = await app.request(`${API}/filehandler/${DOCUMENT_GUIDS.privacy}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toBe(
      `inline; filename="privacy-statement.pdf"; filename*=UTF-8''privacy-statement.pdf`,
    )
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const etag = response.headers.get('ETag')
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/)
    expect(await response.text()).toMatch(/^%PDF-1\.7/)

    const again = await app.request(`${API}/filehandler/${DOCUMENT_GUIDS.privacy}`, {
      headers: { 'If-None-Match': etag! },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')

    const head = await app.request(`${API}/filehandler/${DOCUMENT_GUIDS.privacy}`, {
      method: 'HEAD',
    })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Type')).toBe('application/pdf')
    expect(await head.text()).toBe('')

    const download = await app.request(
      `${API}/filehandler/${DOCUMENT_GUIDS.privacy.toUpperCase()}?download=1`,
    )
    expect(download.headers.get('Content-Disposition')).toMatch(/^attachment; filename=/)
  })

  it('answers 404 for an unknown document or one whose file is gone', async () => {
    for (const guid of ['9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', DOCUMENT_GUIDS.missingFile]) {
      const response = await app.request(`${API}/filehandler/${guid}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: expect.stringMatching(/not found/) })
    }
  })

  it.each([
    '..%2Fsecret.txt',
    '..%2F..%2Fpackage.json',
    '%2e%2e%2fsecret.txt',
    '..%5Csecret.txt',
    '%252e%252e%252fsecret.txt',
    'not-a-uuid',
    `${DOCUMENT_GUIDS.privacy}%00`,
    `${DOCUMENT_GUIDS.privacy}.pdf`,
  ])('refuses the file id %s with 400 and never serves another file', async (id) => {
    const response = await app.request(`${API}/filehandler/${id}`)
    expect(response.status).toBe(400)
    expect(await response.text()).not.toContain('do-not-serve')
  })

  it('re-checks the file name from the database', () => {
    expect(fileInside(contentDir, 'a.pdf')).toBe(`${contentDir}/a.pdf`)
    for (const name of ['../secret.txt', '/etc/passwd', 'sub/../../x', '.hidden', '', '..']) {
      expect(fileInside(contentDir, name)).toBeNull()
    }
  })

  it('matches If-None-Match lists and weak tags', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true)
    expect(matchesEtag('*', '"b"')).toBe(true)
    expect(matchesEtag('"a"', '"b"')).toBe(false)
    expect(matchesEtag(undefined, '"b"')).toBe(false)
  })
})

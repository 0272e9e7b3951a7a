// @vitest-environment node
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeWithDatabase } from '../../db/test-database.ts'
import { withClientHeaders } from '../../middleware/test-helpers.ts'
import { API, makeContentDir, seed, testApp } from '../test-fixtures.ts'

describeWithDatabase('indices and the PCI badge', (database) => {
  let app: ReturnType<typeof testApp>
  let contentDir: string
  const get = (path: string) => app.request(`${API}${path}`, withClientHeaders())

  beforeAll(async () => {
    await seed(database().db)
    contentDir = makeContentDir()
    app = testApp(database().db, contentDir)
  })
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }))

  const series = {
    id: 'net-salary-index',
    name: 'Net salary index',
    description: 'Illustrative monthly net salaries.',
    unit: 'rand',
    format: 'currency',
    illustrative: true,
    source: 'Illustrative data',
  }

  it('lists the series and gives one with its points oldest first', async () => {
    expect(await (await get('/Indices')).json()).toEqual([series])
    const one = await get('/Indices/net-salary-index')
    expect(one.status).toBe(200)
    expect(await one.json()).toEqual({
      ...series,
      points: [
        { month: '2025-01', value: 15000 },
        { month: '2025-02', value: 15100.5 },
      ],
    })
  })

  it('answers 404 for an unknown series and 400 for a malformed id', async () => {
    expect((await get('/Indices/unknown-index')).status).toBe(404)
    expect((await get('/Indices/..%2Fsecret')).status).toBe(400)
    expect((await get('/Indices/Net_Salary')).status).toBe(400)
  })

  it('gives the latest badge with a versioned image URL, and the image itself', async () => {
    const response = await get('/PciBadge')
    expect(response.status).toBe(200)
    const badge = (await response.json()) as { imageUrl: string }
    expect(badge).toEqual({
      imageUrl: expect.stringMatching(/^\/api\/public\/v2\/PciBadge\/image\?v=[0-9a-f]{12}$/),
      alt: 'PCI DSS compliant',
      validFrom: '2025-03-01',
      validUntil: '2026-02-28',
      standard: 'PCI DSS v4.0.1',
    })
    const image = await app.request(badge.imageUrl)
    expect(image.status).toBe(200)
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(image.headers.get('ETag')).toMatch(/^"[0-9a-f]{64}"$/)
    expect(await image.text()).toContain('<svg')
  })
})

describeWithDatabase('no PCI badge', (database) => {
  it('answers 404 for the badge and its image', async () => {
    const app = testApp(database().db, makeContentDir())
    expect((await app.request(`${API}/PciBadge`, withClientHeaders())).status).toBe(404)
    expect((await app.request(`${API}/PciBadge/image`)).status).toBe(404)
  })
})

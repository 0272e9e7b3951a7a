// @vitest-environment node
import { rmSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { branches } from '../../db/schema.ts'
import { notifyContentChanged } from '../../content/events.ts'
import { describeWithDatabase } from '../../db/test-database.ts'
import { withClientHeaders } from '../../middleware/test-helpers.ts'
import { API, makeContentDir, seed, testApp } from '../test-fixtures.ts'

type Page = {
  items: { bank: { id: string }; branchName: string; branchCode: string; province: string }[]
  total: number
  page: number
  pageSize: number
  countsByProvince: Record<string, number>
  banks: { id: string }[]
  source: string | null
  asOf: string | null
}

describeWithDatabase('branches', (database) => {
  let app: ReturnType<typeof testApp>
  let contentDir: string
  const get = (query = '') => app.request(`${API}/Branches${query}`, withClientHeaders())
  const page = async (query = '') => (await (await get(query)).json()) as Page

  beforeAll(async () => {
    await seed(database().db)
    contentDir = makeContentDir()
    app = testApp(database().db, contentDir)
  })
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }))

  it('lists branches by name with banks, counts per province and provenance', async () => {
    const all = await page()
    expect(all.total).toBe(6)
    expect(all.items.map((item) => item.branchName)).toEqual([
      'Durban Central',
      'Mthatha Plaza',
      'Polokwane Mall',
      'Sandton City',
      'Soweto Maponya Mall',
      'Stellenbosch',
    ])
    expect(all.items[0]).toEqual({
      bank: { id: 'absa', name: 'Absa Bank', swiftBic: 'ABSAZAJJ' },
      branchName: 'Durban Central',
      branchCode: '632005',
      town: 'Durban',
      province: 'kwazulu-natal',
    })
    expect(all.countsByProvince).toEqual({
      'eastern-cape': 1,
      'free-state': 0,
      gauteng: 2,
      'kwazulu-natal': 1,
      limpopo: 1,
      mpumalanga: 0,
      'north-west': 0,
      'northern-cape': 0,
      'western-cape': 1,
    })
    expect(all.banks).toEqual([
      { id: 'absa', name: 'Absa Bank', swiftBic: 'ABSAZAJJ', universalBranchCode: '632005' },
      { id: 'capitec', name: 'Capitec Bank', swiftBic: 'CABLZAJJ', universalBranchCode: '470010' },
    ])
    expect(all.source).toBe("the banks' published branch code lists")
    expect(all.asOf).toBe('2025-05-01')
  })

  it('searches every word over bank, branch and town, any case', async () => {
    expect((await page('?q=MALL')).total).toBe(2)
    expect((await page('?q=capitec%20soweto')).items.map((i) => i.branchName)).toEqual([
      'Soweto Maponya Mall',
    ])
    expect((await page('?q=durban')).total).toBe(1)
    expect((await page('?q=%25')).total).toBe(0)
    expect((await page("?q='%20or%20'1'='1")).total).toBe(0)
  })

  it('filters by bank and province; counts follow q and bank but not province', async () => {
    const absa = await page('?bank=absa&province=gauteng')
    expect(absa.items.map((item) => item.branchName)).toEqual(['Sandton City'])
    expect(absa.countsByProvince).toMatchObject({ gauteng: 1, 'kwazulu-natal': 1, limpopo: 0 })
  })

  it('pages', async () => {
    const second = await page('?page=2&pageSize=4')
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 })
    expect(second.items).toHaveLength(2)
  })

  it.each([
    '?province=gauteng-north',
    '?province=Gauteng',
    '?page=0',
    '?pageSize=101',
    '?bank=ABSA',
    `?q=${'q'.repeat(101)}`,
  ])('answers 400 for %s', async (query) => {
    expect((await get(query)).status).toBe(400)
  })

  it('matches accented and capitalised text with plain lower-case words, and the reverse', async () => {
    const { db } = database()
    await db.insert(branches).values({
      bankId: 'absa',
      branchName: 'Café Société',
      branchCode: '632005',
      town: 'Ōkiep',
      province: 'northern-cape',
      searchText: 'Absa Café Société ŌKIEP',
    })
    notifyContentChanged()
    try {
      for (const q of ['cafe societe', 'CAFÉ', 'okiep', 'ōkiep', 'absa soci']) {
        const found = await page(`?q=${encodeURIComponent(q)}`)
        expect(
          found.items.map((item) => item.branchName),
          q,
        ).toEqual(['Café Société'])
      }
    } finally {
      await db.delete(branches).where(eq(branches.branchName, 'Café Société'))
      notifyContentChanged()
    }
  })
})

import { join } from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { banks, branches, provinces, type Province } from '../../db/schema.ts'
import { branchesResponse } from '../../contract/branches.ts'
import { apiRoute, apiRouter, jsonAnswer } from '../../openapi.ts'
import type { RouteDeps } from '../deps.ts'
import { freshJson, ok } from '../response-cache.ts'
import { fold } from '../text.ts'
import { readProvenance } from './provenance.ts'
import { branchesQuery } from './schemas.ts'

export const branchRoutes = {
  search: apiRoute({
    method: 'get',
    path: '/Branches',
    tags: ['Branches'],
    summary: 'Bank branches for the branch locator',
    description:
      'Every word of `q` must appear in the bank name, branch name or town. Sorted by branch name.',
    request: { query: branchesQuery },
    responses: { 200: jsonAnswer(branchesResponse, 'A page of branches') },
  }),
}

/** A branch with its bank and its search text folded (lower case, no accents) once. */
type IndexedBranch = {
  branch: {
    bank: { id: string; name: string; swiftBic: string | null }
    branchName: string
    branchCode: string
    town: string
    province: Province
  }
  folded: string
}

export function branchesRouter({ db, cache, contentDir }: RouteDeps) {
  /**
   * Every branch, in the answer's order, read once per content version. A search scans this
   * list in memory: a query per search cost PGlite about 7 ms (translate() and LIKE over every
   * row, twice), and PGlite answers one query at a time, so ten searches at once waited for
   * each other (p99 300 ms). Even 40,000 branches are a few megabytes and a millisecond's scan.
   */
  const allBranches = () =>
    cache.remember('branches:all', async (): Promise<IndexedBranch[]> => {
      const rows = await db
        .select({
          bankId: banks.id,
          bankName: banks.name,
          swiftBic: banks.swiftBic,
          branchName: branches.branchName,
          branchCode: branches.branchCode,
          town: branches.town,
          province: branches.province,
          searchText: branches.searchText,
        })
        .from(branches)
        .innerJoin(banks, eq(branches.bankId, banks.id))
        .orderBy(asc(branches.branchName), asc(branches.id))
      return rows.map((row) => ({
        branch: {
          bank: { id: row.bankId, name: row.bankName, swiftBic: row.swiftBic },
          branchName: row.branchName,
          branchCode: row.branchCode,
          town: row.town,
          province: row.province,
        },
        folded: fold(row.searchText),
      }))
    })

  return apiRouter().openapi(branchRoutes.search, (c) => {
    const query = c.req.valid('query')
    // Each search answered afresh from the cached branch list: a new term costs a filter of a few
    // hundred rows, and never churns the shared cache (the sitemap, the feed, the card lists).
    return freshJson(c, async () => {
      const words = fold(query.q ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 8)
      const [everyBranch, bankRows, provenance] = await Promise.all([
        allBranches(),
        cache.remember('branches:banks', () =>
          db
            .select({
              id: banks.id,
              name: banks.name,
              swiftBic: banks.swiftBic,
              universalBranchCode: banks.universalBranchCode,
            })
            .from(banks)
            .orderBy(asc(banks.name)),
        ),
        cache.remember('branches:provenance', () =>
          readProvenance(join(contentDir, 'branches', 'branches.csv')),
        ),
      ])
      const matching = everyBranch
        .filter(
          ({ branch, folded }) =>
            (!query.bank || branch.bank.id === query.bank) &&
            words.every((word) => folded.includes(word)),
        )
        .map(({ branch }) => branch)
      const countsByProvince = Object.fromEntries(provinces.map((p) => [p, 0])) as Record<
        Province,
        number
      >
      for (const branch of matching) countsByProvince[branch.province]++
      const inProvince = query.province
        ? matching.filter((branch) => branch.province === query.province)
        : matching
      const start = (query.page - 1) * query.pageSize
      return ok({
        items: inProvince.slice(start, start + query.pageSize),
        total: inProvince.length,
        page: query.page,
        pageSize: query.pageSize,
        countsByProvince,
        banks: bankRows,
        source: provenance.source,
        asOf: provenance.asOf,
      })
    })
  })
}

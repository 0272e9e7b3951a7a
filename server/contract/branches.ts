import { z } from 'zod'
import { PROVINCES } from './provinces.ts'

export const bank = z.strictObject({
  id: z.string(),
  name: z.string(),
  swiftBic: z.string().nullable(),
})

export const branch = z.strictObject({
  bank,
  branchName: z.string(),
  branchCode: z.string(),
  town: z.string(),
  province: z.enum(PROVINCES),
})

export const branchesResponse = z.strictObject({
  items: z.array(branch),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  countsByProvince: z
    .record(z.enum(PROVINCES), z.number().int())
    .describe('Branches per province for the current q and bank (the province filter ignored).'),
  banks: z.array(bank.extend({ universalBranchCode: z.string() })),
  source: z.string().nullable().describe('Where the branch facts come from.'),
  asOf: z.string().nullable().describe('YYYY-MM-DD'),
})

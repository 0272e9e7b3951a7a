import { z } from 'zod'
import { provinces } from '../../db/schema.ts'

export const branchesQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    .optional()
    .describe('Words in the bank name, branch name or town; any case, accents ignored.'),
  bank: z
    .string()
    .max(50)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a bank id')
    .optional()
    .describe('A bank id from `banks`.'),
  province: z.enum(provinces).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('From 1.'),
  pageSize: z.coerce.number().int().min(1).max(100).default(20).describe('1 to 100.'),
})

export type BranchesQuery = z.infer<typeof branchesQuery>

const bank = z.object({ id: z.string(), name: z.string(), swiftBic: z.string().nullable() })

export const branchesResponse = z.object({
  items: z.array(
    z.object({
      bank,
      branchName: z.string(),
      branchCode: z.string(),
      town: z.string(),
      province: z.enum(provinces),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  countsByProvince: z
    .record(z.enum(provinces), z.number().int())
    .describe('Branches per province for the current q and bank (the province filter ignored).'),
  banks: z.array(bank.extend({ universalBranchCode: z.string() })),
  source: z.string().nullable().describe('Where the branch facts come from.'),
  asOf: z.string().nullable().describe('YYYY-MM-DD'),
})

import { z } from 'zod'
import { PROVINCES } from '../../contract/provinces.ts'

export const branchesQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    .optional()
    .describe('Words in the bank name, branch name or town; any case, accents ignored.')
    .meta({ example: 'johannesburg' }),
  bank: z
    .string()
    .max(50)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a bank id')
    .optional()
    .describe('A bank id from `banks`.'),
  province: z.enum(PROVINCES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('From 1.'),
  pageSize: z.coerce.number().int().min(1).max(100).default(20).describe('1 to 100.'),
})

export type BranchesQuery = z.infer<typeof branchesQuery>

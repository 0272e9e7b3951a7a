import { join } from 'node:path'
import { notInArray } from 'drizzle-orm'
import { banks, branches, provinces, type Province } from '../../db/schema.ts'
import { parseCsv, sameHeader, type CsvRow } from '../csv-source.ts'
import { ContentError, type ContentIssue } from '../errors.ts'
import { defineUnit, readIfExists, type ContentKind } from '../kind.ts'
import { decodeUtf8, kebabCase, sha256 } from '../source-text.ts'

const BANKS = 'branches/banks.csv'
const BRANCHES = 'branches/branches.csv'

const BANK_HEADER = ['bank_id', 'name', 'universal_branch_code', 'swift_bic']
/** Our layout: bank ids and province ids. */
const BRANCH_HEADER = ['bank_id', 'branch_name', 'branch_code', 'town', 'province']
/** Also accepted: bank names (or ids) and province names, as spreadsheets tend to have them. */
const BRANCH_HEADER_NAMED = ['bank', 'branch name', 'branch code', 'town', 'province']

const BRANCH_CODE = /^\d{6}$/
const SWIFT_BIC = /^[A-Z]{4}ZA[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/

/** "KwaZulu-Natal", "kwazulu natal", "North West" -> the province id, or undefined. */
export function provinceFromName(value: string): Province | undefined {
  const id = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
  return provinces.find((province) => province === id)
}

type BankRow = typeof banks.$inferInsert
type BranchRow = {
  line: number
  bank: string
  branchName: string
  branchCode: string
  town: string
  province: Province
}

export const banksKind: ContentKind = {
  name: 'banks',
  owns: (path) => path === BANKS,
  async discover({ contentDir }) {
    const bytes = await readIfExists(join(contentDir, BANKS))
    if (!bytes) return []
    return [
      defineUnit({
        path: BANKS,
        hash: sha256(bytes),
        parse: async () => parseBanks(decodeUtf8(bytes, BANKS)),
        write: async (tx, rows) => {
          for (const row of rows) {
            await tx
              .insert(banks)
              .values(row)
              .onConflictDoUpdate({
                target: banks.id,
                set: {
                  name: row.name,
                  universalBranchCode: row.universalBranchCode,
                  swiftBic: row.swiftBic,
                },
              })
          }
          // A bank that is gone takes its branches with it (the branch file reloads after this).
          await tx.delete(banks).where(
            notInArray(
              banks.id,
              rows.map((row) => row.id),
            ),
          )
        },
      }),
    ]
  },
  async remove(tx) {
    await tx.delete(banks)
  },
}

export const branchesKind: ContentKind = {
  name: 'branches',
  owns: (path) => path === BRANCHES,
  async discover({ contentDir }) {
    const bytes = await readIfExists(join(contentDir, BRANCHES))
    if (!bytes) return []
    const bankBytes = (await readIfExists(join(contentDir, BANKS))) ?? ''
    return [
      defineUnit({
        path: BRANCHES,
        // Reloaded whenever the banks change, since removing a bank removes its branches.
        hash: sha256(sha256(bytes), sha256(bankBytes)),
        parse: async () => parseBranches(decodeUtf8(bytes, BRANCHES)),
        write: async (tx, rows) => {
          const known = await tx.select({ id: banks.id, name: banks.name }).from(banks)
          const byKey = new Map<string, string>()
          for (const bank of known) {
            byKey.set(bank.id.toLowerCase(), bank.id)
            byKey.set(bank.name.toLowerCase(), bank.id)
          }
          const issues: ContentIssue[] = []
          const values = rows.flatMap((row) => {
            const bankId = byKey.get(row.bank.toLowerCase())
            if (!bankId) {
              issues.push({
                file: BRANCHES,
                line: row.line,
                reason: `bank "${row.bank}" is not in ${BANKS}`,
              })
              return []
            }
            const bankName = known.find((bank) => bank.id === bankId)?.name ?? bankId
            return [
              {
                bankId,
                branchName: row.branchName,
                branchCode: row.branchCode,
                town: row.town,
                province: row.province,
                searchText: `${bankName} ${row.branchName} ${row.town}`.toLowerCase(),
              },
            ]
          })
          if (issues.length > 0) throw new ContentError(issues)
          await tx.delete(branches)
          for (let start = 0; start < values.length; start += 500) {
            await tx.insert(branches).values(values.slice(start, start + 500))
          }
        },
      }),
    ]
  },
  async remove(tx) {
    await tx.delete(branches)
  },
}

function parseBanks(text: string): BankRow[] {
  const csv = parseCsv(text, BANKS, { requireProvenance: true })
  if (!sameHeader(csv.header, BANK_HEADER)) {
    throw ContentError.at(BANKS, csv.headerLine, `the header must be ${BANK_HEADER.join(',')}`)
  }
  const issues: ContentIssue[] = []
  const seen = new Map<string, number>()
  const rows: BankRow[] = []
  for (const { line, cells } of csv.rows) {
    const [id = '', name = '', universalBranchCode = '', swiftBic = ''] = cells
    const problem = !kebabCase.test(id)
      ? `bank_id "${id}" must be kebab-case`
      : name === ''
        ? 'name is empty'
        : !BRANCH_CODE.test(universalBranchCode)
          ? `universal_branch_code "${universalBranchCode}" must be 6 digits`
          : swiftBic !== '' && !SWIFT_BIC.test(swiftBic)
            ? `swift_bic "${swiftBic}" is not a South African BIC (8 or 11 characters, ZA in 5th and 6th place)`
            : seen.has(id)
              ? `duplicate bank_id "${id}" (first on line ${seen.get(id)})`
              : undefined
    if (problem) {
      issues.push({ file: BANKS, line, reason: problem })
      continue
    }
    seen.set(id, line)
    rows.push({ id, name, universalBranchCode, swiftBic: swiftBic || null })
  }
  if (issues.length > 0) throw new ContentError(issues)
  return rows
}

function parseBranches(text: string): BranchRow[] {
  const csv = parseCsv(text, BRANCHES, { requireProvenance: true })
  const named = sameHeader(csv.header, BRANCH_HEADER_NAMED)
  if (!named && !sameHeader(csv.header, BRANCH_HEADER)) {
    throw ContentError.at(
      BRANCHES,
      csv.headerLine,
      `the header must be ${BRANCH_HEADER.join(',')} (or Bank,Branch name,Branch code,Town,Province)`,
    )
  }
  const issues: ContentIssue[] = []
  const rows: BranchRow[] = []
  const seen = new Map<string, number>()
  for (const row of csv.rows) {
    const parsed = parseBranchRow(row, named)
    if (typeof parsed === 'string') {
      issues.push({ file: BRANCHES, line: row.line, reason: parsed })
      continue
    }
    const key = [parsed.bank, parsed.branchName, parsed.town].join('\n').toLowerCase()
    const first = seen.get(key)
    if (first !== undefined) {
      issues.push({ file: BRANCHES, line: row.line, reason: `duplicate of line ${first}` })
      continue
    }
    seen.set(key, row.line)
    rows.push(parsed)
  }
  if (issues.length > 0) throw new ContentError(issues)
  return rows
}

function parseBranchRow({ line, cells }: CsvRow, named: boolean): BranchRow | string {
  const [bank = '', branchName = '', branchCode = '', town = '', provinceCell = ''] = cells
  if (bank === '') return `${named ? 'Bank' : 'bank_id'} is empty`
  if (!named && !kebabCase.test(bank)) return `bank_id "${bank}" must be kebab-case`
  if (branchName === '') return 'branch name is empty'
  if (!BRANCH_CODE.test(branchCode)) return `branch code "${branchCode}" must be 6 digits`
  if (town === '') return 'town is empty'
  const province = named
    ? provinceFromName(provinceCell)
    : provinces.find((id) => id === provinceCell)
  if (!province) return `province "${provinceCell}" is not one of ${provinces.join(', ')}`
  return { line, bank, branchName, branchCode, town, province }
}

import type { PageIntroCopy } from './types'

export const branchSearch: PageIntroCopy = {
  heading: 'Bank branch locator',
  intro:
    'Find a South African bank branch and its branch code. Search by bank, branch name, town or province to see the branch’s details: you need the right branch code, or your bank’s universal branch code, to receive an EFT payment or set up a debit order.',
}

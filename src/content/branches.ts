import type { PageCopy } from './types'

export const branchSearch: PageCopy = {
  heading: 'Bank branch locator',
  intro:
    'Find a South African bank branch and its branch code. Search by bank, branch name, town or province to see the branch’s details: you need the right branch code, or your bank’s universal branch code, to receive an EFT payment or set up a debit order.',
  description:
    'Find a South African bank branch and its branch code by bank, branch name, town or province, to receive an EFT payment or set up a debit order.',
}

/** Each province's name, by the API's province id (features/branches checks none is missing). */
export const provinceNames = {
  'eastern-cape': 'Eastern Cape',
  'free-state': 'Free State',
  gauteng: 'Gauteng',
  'kwazulu-natal': 'KwaZulu-Natal',
  limpopo: 'Limpopo',
  mpumalanga: 'Mpumalanga',
  'north-west': 'North West',
  'northern-cape': 'Northern Cape',
  'western-cape': 'Western Cape',
}

export const branchLocatorCopy = {
  /** The search's params, as the page names one it could not use (`AddressNotice`). */
  params: { q: 'a search', bank: 'a bank', province: 'a province', page: 'a page number' },
  searchLabel: 'Bank, branch or town',
  searchHint: 'For example “Capitec”, “Sandton” or “Durban”.',
  searchButton: 'Search',
  bankLabel: 'Bank',
  allBanks: 'All banks',
  provinceLabel: 'Province',
  allProvinces: 'All provinces',
  mapTitle: 'Bank branches by province',
  mapShading: 'Branches found',
  mapHint:
    'Choose a province on the map or in the list to show only its branches; choose it again to show every province.',
  resultsHeading: 'Branches',
  /** Said by the spinner beside the heading while a new search's branches are on their way. */
  updating: 'Updating the branches',
  clearFilters: 'Clear the search and filters',
  noResults: 'No branches match your search.',
  noResultsHint:
    'Check the spelling, try the town’s name or the bank’s name alone, or clear the filters.',
  universalExplained:
    'Most South African banks use one universal branch code for every branch: for an EFT payment or a debit order you can use it instead of the branch’s own code.',
  copied: (what: string, code: string) => `Copied ${what} ${code} to the clipboard.`,
  copyFailed: (code: string) =>
    `Your browser did not let us copy. Select ${code} and copy it yourself.`,
  source: 'Source',
  asOf: 'Information as of',
} as const

import type { PageIntroCopy } from './types'

export const insights = {
  dataInsights: {
    heading: 'Data analytics and insights',
    intro:
      'Every payment we clear is a trace of economic activity: when salaries are paid, how much people spend at tills and ATMs, and how debit orders are met. We turn aggregated, anonymised transaction data into insights and indices that help banks, businesses, economists and the public understand what is happening in the South African economy, without revealing anything about any person or institution.',
  },
  memberAnalytics: {
    heading: 'Member analytics',
    intro:
      'Member Analytics gives participating institutions reports on their own transaction flows through our systems, such as volumes, values, and rejection and return rates, and shows how these compare with the industry as a whole. Because the comparisons use aggregated data, members can benchmark their performance without seeing another institution’s figures.',
  },
  indices: {
    heading: 'Economic indices',
    intro:
      'Our economic indices are built from aggregated electronic payment data, which is available sooner than many official statistics. The Economic Index follows activity in the economy as a whole and the Net Salary Index follows the take-home pay that employees receive. Both are updated as new transaction data comes in.',
  },
  economicIndex: {
    heading: 'Economic Index',
    intro:
      'The Economic Index tracks activity in the South African economy through the value and number of electronic transactions cleared between banks, such as payments between businesses, salary payments and debit orders. Because transaction data is available every day, the index can give an early signal of changes in the economy before official GDP figures are published.',
  },
  netSalaryIndex: {
    heading: 'Net Salary Index',
    intro:
      'The Net Salary Index follows the take-home pay that employers deposit into employees’ bank accounts, measured from salary payments cleared by EFT. It shows how net salaries are changing in nominal terms and after inflation, and gives an early view of household income before official statistics are released.',
  },
} satisfies Record<string, PageIntroCopy>

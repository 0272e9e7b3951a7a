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

/** The index pages: which API series each shows, and how it is made. */
export const indexPages = {
  economicIndex: {
    seriesId: 'economic-transactions-index',
    file: 'economic-index',
    methodology: [
      'An index like this starts from the value of electronic payments cleared between banks each month: EFT credits and debits, card payments and other interbank transfers. Transfers that do not reflect economic activity, such as a person moving money between their own accounts, are left out.',
      'The monthly totals are deflated by the consumer price index, so that the index follows real activity rather than rising prices, and seasonally adjusted, because payments follow the calendar: month-ends, public holidays and December spending would otherwise hide the trend.',
      'The result is expressed as an index relative to a base period. Late submissions and corrections mean the latest months can be revised when the next month is added.',
    ],
  },
  netSalaryIndex: {
    seriesId: 'net-salary-index',
    file: 'net-salary-index',
    methodology: [
      'An index like this is built from salary payments made by EFT: payments that employers flag as salaries, from which the average take-home (net) salary is worked out each month, after tax and other deductions.',
      'Because salaries are paid on fixed dates and include annual bonuses, the series is seasonal: December is usually higher. Comparing each month with the same month a year earlier (the “change on a year earlier” view) removes most of that pattern.',
      'An average can rise when people lose their jobs, if lower-paid jobs are lost first, so the index is read together with employment figures. Deflating by the consumer price index shows whether take-home pay keeps up with prices.',
    ],
  },
} as const

export const indexPageCopy = {
  illustrativeNote:
    'The figures on this page are illustrative: they show how the index is presented, not measured values. Do not use them for decisions.',
  viewLabel: 'What to show',
  views: { level: 'Index level', change: 'Change on a year earlier' },
  rangeLabel: 'Period',
  ranges: { '1y': '1 year', '5y': '5 years', all: 'All' },
  download: 'Download the data (CSV)',
  methodologyHeading: 'How the index is made',
  source: 'Source',
  changeUnit: 'per cent',
} as const

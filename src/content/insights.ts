import type { PageCopy } from './types'

export const insights = {
  dataInsights: {
    heading: 'Data analytics and insights',
    intro:
      'Every payment we clear is a trace of economic activity: when salaries are paid, how much people spend at tills and ATMs, and how debit orders are met. We turn aggregated, anonymised transaction data into insights and indices that help banks, businesses, economists and the public understand what is happening in the South African economy, without revealing anything about any person or institution.',
    description:
      'Insights and indices from aggregated, anonymised payment data that show what is happening in the South African economy, without revealing anyone’s details.',
  },
  memberAnalytics: {
    heading: 'Member analytics',
    intro:
      'Member Analytics gives participating institutions reports on their own transaction flows through our systems, such as volumes, values, and rejection and return rates, and shows how these compare with the industry as a whole. Because the comparisons use aggregated data, members can benchmark their performance without seeing another institution’s figures.',
    description:
      'Reports for participating institutions on their own transaction volumes, values, rejections and returns, compared with the industry as a whole.',
  },
  indices: {
    heading: 'Economic indices',
    intro:
      'Our economic indices are built from aggregated electronic payment data, which is available sooner than many official statistics. The Economic Index follows activity in the economy as a whole and the Net Salary Index follows the take-home pay that employees receive. Both are updated as new transaction data comes in.',
    description:
      'The Economic Index and the Net Salary Index: measures of economic activity and take-home pay in South Africa, built from aggregated payment data.',
  },
  economicIndex: {
    heading: 'Economic Index',
    intro:
      'The Economic Index tracks activity in the South African economy through the value and number of electronic transactions cleared between banks, such as payments between businesses, salary payments and debit orders. Because transaction data is available every day, the index can give an early signal of changes in the economy before official GDP figures are published.',
    description:
      'An index of South African economic activity from electronic transactions cleared between banks, which can signal changes before GDP figures appear.',
  },
  netSalaryIndex: {
    heading: 'Net Salary Index',
    intro:
      'The Net Salary Index follows the take-home pay that employers deposit into employees’ bank accounts, measured from salary payments cleared by EFT. It shows how net salaries are changing in nominal terms and after inflation, and gives an early view of household income before official statistics are released.',
    description:
      'The take-home pay employers deposit by EFT, followed month by month in nominal terms and after inflation: an early view of household income.',
  },
} satisfies Record<string, PageCopy>

/** The index pages: which API series each shows, and how it is made. */
export const indexPages = {
  economicIndex: {
    seriesId: 'economic-transactions-index',
    file: 'economic-index',
    methodology: [
      'An index like this starts from the value of electronic payments cleared between banks each month: EFT credits and debits, card payments and other interbank transfers. Transfers that do not reflect economic activity, such as a person moving money between their own accounts, are left out.',
      'The monthly totals are deflated by the consumer price index, so that the index follows real activity rather than rising prices. The series shown here is not seasonally adjusted: payments follow the calendar, and month-ends, public holidays and year-end spending lift some months every year. Comparing each month with the same month a year earlier (the “change on a year earlier” view) removes most of that pattern.',
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
  /** The chart's params, as the page names one it could not use (`AddressNotice`). */
  params: { range: 'a period', view: 'a view' },
  download: 'Download the data (CSV)',
  methodologyHeading: 'How the index is made',
  source: 'Source',
  changeUnit: 'per cent',
} as const

/** The two index series, each with its page: the teasers on Data Insights, Economic Indices and home. */
export const indexTeasers = [
  { seriesId: indexPages.economicIndex.seriesId, path: '/data-insights/indices/economic-index' },
  { seriesId: indexPages.netSalaryIndex.seriesId, path: '/data-insights/indices/net-salary-index' },
] as const

/** How we treat transaction data: shown on Data Insights and Member Analytics. */
export const dataPrinciples = {
  heading: 'How we treat transaction data',
  lead: 'The rules every insight we publish or share follows.',
  items: [
    {
      heading: 'Aggregated before it is analysed',
      text: 'Insights are built from totals and averages over many transactions. No published figure describes a single payment, person or business.',
    },
    {
      heading: 'No institution exposed',
      text: 'Industry figures combine several participants, so no bank’s own volumes can be read from them. A member sees its own detail and the industry only as a whole.',
    },
    {
      heading: 'Within the law',
      text: 'We process transaction data under the Protection of Personal Information Act and the rules of the payment streams we operate, and only for the purposes those allow.',
    },
    {
      heading: 'Method published, illustrations labelled',
      text: 'Each index page says how the index is made. The figures on this website are illustrative and say so wherever they appear.',
    },
  ],
} as const

export const dataInsightsPage = {
  indices: {
    heading: 'Economic indices',
    lead: 'Monthly indices built from electronic payments, which arrive sooner than many official statistics.',
    link: { label: 'About our indices', path: '/data-insights/indices' },
  },
  memberAnalytics: {
    heading: 'Member Analytics',
    text: 'Participating institutions see reports on their own payment flows through our systems, such as volumes, values and the share of payments rejected or returned, set against the industry as a whole.',
    link: { label: 'About Member Analytics', path: '/data-insights/member-analytics' },
  },
  callToAction: {
    heading: 'Questions about our data?',
    text: 'Economists, journalists and researchers can ask us about our indices and how they are made.',
    links: [
      { label: 'Contact us', path: '/contact-us' },
      { label: 'Read the Content Hub', path: '/blog?category=data-insights' },
    ],
  },
} as const

export const indicesOverviewPage = {
  indicesHeading: 'Our indices',
  why: {
    heading: 'Why payment data',
    paragraphs: [
      'Official statistics such as GDP and employment figures are thorough, but they are published weeks or months after the period they describe. Electronic payments are recorded as they are cleared, so totals for a month are ready soon after it ends.',
      'Payments are also broad: salaries, debit orders, supplier payments and card spending all pass between banks. Taken together they show how money moves through the economy, from employers to households and from households to businesses.',
    ],
  },
  reading: {
    heading: 'Reading an index',
    items: [
      'An index shows change, not an amount: compare a month with earlier months, not with another index.',
      'Use the “change on a year earlier” view to set aside seasonal patterns such as December spending and bonuses.',
      'The latest months can be revised when late data arrives.',
      'An index is one signal among many; read it with official statistics before drawing conclusions.',
    ],
  },
  callToAction: {
    heading: 'Use the data',
    text: 'Each index page has the data table and a CSV download for the period you choose.',
    links: [
      { label: 'Economic Index', path: '/data-insights/indices/economic-index' },
      { label: 'Net Salary Index', path: '/data-insights/indices/net-salary-index' },
    ],
  },
} as const

export const memberAnalyticsPage = {
  example: {
    heading: 'An example report',
    lead: 'How Member Analytics sets a member’s figures against the industry, shown here for debit orders returned unpaid.',
    note: 'The member and the figures in this example are illustrative: they show how a report is presented, not any institution’s results.',
    memberSeriesId: 'example-member-unpaid-debit-orders',
    industrySeriesId: 'industry-unpaid-debit-orders',
    title: 'Debit orders returned unpaid',
    gapTitle: 'Example member compared with the industry',
    gapSeries: 'Difference from the industry',
    viewLabel: 'What to show',
    views: { rates: 'Both rates', gap: 'Difference from the industry' },
    rangeLabel: 'Period',
    file: 'member-analytics-example',
    reading: [
      'A rate above the industry’s can point to debit orders collected on the wrong day for the account holders, mandates that no longer match, or accounts that have been closed. The reasons attached to each return, such as “insufficient funds” or “payment stopped”, show which it is.',
      'Both rates rise after December and during times of financial pressure: what matters is whether the member moves with the industry or apart from it.',
    ],
  },
  reports: {
    heading: 'What members see',
    lead: 'Reports on an institution’s own transactions through our systems, set against the industry.',
    items: [
      {
        heading: 'Volumes and values',
        text: 'How many transactions an institution sent and received, and their value, by payment stream and by day, week or month.',
      },
      {
        heading: 'Rejections and returns',
        text: 'The share of payments rejected, returned or disputed, and the reasons given, so that a member can find and fix the cause.',
      },
      {
        heading: 'Processing windows',
        text: 'When files and transactions arrived against each cut-off, which shows where a late submission could miss a clearing window.',
      },
      {
        heading: 'Industry benchmarks',
        text: 'The same measures for the industry as a whole, combined from several participants, so a member can see how it compares without seeing any other institution’s figures.',
      },
    ],
  },
  steps: {
    heading: 'How it works',
    items: [
      {
        title: 'Sign in to member services',
        text: 'Authorised staff of a participating institution sign in once, with single sign-on, and open Member Analytics from the app launcher.',
      },
      {
        title: 'Choose a report and a period',
        text: 'Pick the payment stream, the measures and the period; the report shows your institution beside the industry.',
      },
      {
        title: 'Look closer',
        text: 'Open a chart’s data table, filter by reason code or day, and follow a change back to the transactions behind it.',
      },
      {
        title: 'Download and share',
        text: 'Download the figures for your own analysis, or share a report with colleagues who have access.',
      },
    ],
  },
  access: {
    heading: 'Who can use it',
    text: 'Member Analytics is for participating institutions. Access is given to named staff by their institution’s administrator through member services. If your institution is not yet a participant, contact us about joining.',
    links: [
      { label: 'Member services', path: '/login' },
      { label: 'Contact us', path: '/contact-us' },
    ],
  },
} as const

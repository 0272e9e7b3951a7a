import type { ServiceDetail, ServiceListing } from './types'

export const service: ServiceListing = {
  key: 'earlyDebitOrder',
  group: 'Batch Payments',
  heading: 'Early Debit Order (EDO)',
  summary:
    'Debit orders presented early in the processing day, with tracking: a legacy service giving way to DebiCheck.',
  path: '/services/early-debit-order',
}

export const detail: ServiceDetail = {
  service,
  intro:
    'Early Debit Order collections are presented to the debtor’s bank early in the processing day, ahead of ordinary debit orders. If the account cannot cover the instalment, the collection can be tracked and presented again as funds come in during an agreed tracking period. Because early collections take priority over other debits, they are tightly governed, and the industry has moved them towards DebiCheck, where the debtor approves the mandate with their own bank first.',
  whatItIs: [
    'An early debit order is a debit order that the debtor’s bank processes at the start of the processing day, before ordinary EFT debit orders. If there is money in the account, the instalment is collected first. If there is not, and the mandate allows it, the debtor’s bank keeps the collection open and tracks the account, collecting the instalment when enough money comes in.',
    'There have been two forms. With an Authenticated Early Debit Order (AEDO), the debtor confirmed the mandate at the collector’s premises by inserting their bank card and entering their PIN on a terminal. With a Non-Authenticated Early Debit Order (NAEDO), the mandate was agreed between the debtor and the collector, on paper, by voice recording or electronically, without the debtor’s bank confirming it.',
    'Because an early debit order comes before other debits and can keep tracking the account, it affects what is left for the debtor’s other commitments. The industry’s rules therefore set limits on how early debit orders may be used, and non-authenticated mandates gave rise to disputes from account holders who said they had never agreed to a collection.',
    'The payments industry, with the Reserve Bank’s support, has been replacing early debit orders with DebiCheck, where the debtor approves each mandate with their own bank before anything is collected. We process the early debit order collections that participants submit, under the rules that apply to them during that move.',
  ],
  audience: {
    lead: 'Early debit orders are used by collectors that rely on regular instalments, and by the banks that serve them and their debtors:',
    items: [
      'Credit providers, such as lenders and retailers that sell on credit, collecting loan and account instalments.',
      'Insurers collecting policy premiums.',
      'Collectors’ banks, and the payment service providers they sponsor, which submit the collections.',
      'Debtors’ banks, which process the collections against their customers’ accounts and track them.',
      'Collectors moving their early debit order mandates to DebiCheck.',
    ],
  },
  steps: [
    {
      title: 'The mandate is agreed',
      text: 'The debtor agrees a mandate with the collector, setting out the instalment, the collection date and whether the collection may be tracked. For an AEDO, the debtor also confirmed it with their card and PIN.',
    },
    {
      title: 'The collection is submitted',
      text: 'Before the collection date, the collector’s bank submits the collection to us in the early debit order stream, under the collector’s user code.',
    },
    {
      title: 'Processed first',
      text: 'We deliver the collections to the debtors’ banks, which process them against their customers’ accounts at the start of the processing day, ahead of ordinary debit orders.',
    },
    {
      title: 'Tracking if money is short',
      text: 'If the account cannot cover the instalment and tracking applies, the debtor’s bank holds the collection and checks the account again as money comes in, until the instalment is paid or the tracking period ends.',
    },
    {
      title: 'Results and settlement',
      text: 'Paid and unpaid results go back to the collector’s bank. We calculate what the banks owe one another, and they settle in SAMOS at the Reserve Bank.',
    },
  ],
  features: [
    {
      heading: 'First in the processing day',
      text: 'Early debit orders are processed before ordinary debit orders, which gives the collector a better chance of being paid on the collection date.',
    },
    {
      heading: 'Tracking',
      text: 'When an account is short of money on the collection date, tracking lets the debtor’s bank collect the instalment once money arrives, instead of returning it unpaid straight away.',
    },
    {
      heading: 'Terms fixed in the mandate',
      text: 'The instalment and collection date are set out in the mandate. A collection that does not follow the mandate can be disputed by the debtor through their bank.',
    },
    {
      heading: 'Disputes through the debtor’s bank',
      text: 'A debtor who does not recognise an early debit order, or says it differs from what they agreed, raises it with their own bank, which handles the dispute under the industry’s rules.',
    },
    {
      heading: 'A path to DebiCheck',
      text: 'DebiCheck collections are also processed early in the day and can also be tracked, but only under a mandate the debtor has approved with their own bank. Collectors can move their early debit order business to authenticated collections.',
    },
  ],
  related: ['authenticatedCollections', 'eft', 'accountVerification'],
  faqs: [
    {
      question: 'How is an early debit order different from an ordinary debit order?',
      answer:
        'Both take an agreed amount from your account on an agreed date. An early debit order is processed at the start of the processing day, before ordinary debit orders, and if your account is short of money it can be tracked and collected later, when money comes in.',
    },
    {
      question: 'What does tracking mean for my account?',
      answer:
        'If your account does not have enough money on the collection date, tracking lets your bank keep checking your account for a limited period and collect the instalment when money comes in, for example when your salary is paid. The instalment may then go off on a later day than you expected. Your bank can tell you whether a collection on your account is being tracked.',
    },
    {
      question: 'An early debit order went off my account that I did not agree to. What can I do?',
      answer:
        'Contact your bank as soon as possible. It will tell you how to dispute the collection, what time limits apply and whether it can be reversed. You can also ask your bank how to stop further collections from that collector.',
    },
    {
      question: 'Are early debit orders being replaced?',
      answer:
        'Yes. The industry has been replacing them with DebiCheck, where you approve the debit order with your own bank before anything is collected. If a collector asks you to approve a DebiCheck mandate for a debit order you already have, check that the amount, date and collector’s name match what you agreed before you approve it.',
    },
  ],
}

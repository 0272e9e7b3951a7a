import type { ServiceDetail, ServiceListing } from './types'

export const service: ServiceListing = {
  key: 'authenticatedCollections',
  group: 'Batch Payments',
  heading: 'Authenticated Collections (DebiCheck)',
  summary:
    'Debit orders the account holder approves with their own bank, each collection checked against the mandate.',
  path: '/services/authenticated-collections',
}

export const detail: ServiceDetail = {
  service,
  intro:
    'DebiCheck is the authenticated debit order: before a company can collect from your account, you confirm the mandate, including the amount, the collection date and who is collecting, with your own bank, for example in your banking app, at an ATM or through a prompt on your cellphone. Every collection is then checked against the approved mandate, so one that does not match it is rejected. We process the mandate requests and the collections between the collectors’ banks and the debtors’ banks.',
  whatItIs: [
    'DebiCheck is the South African payments industry’s authenticated collection. It was developed by the banks through the Payments Association of South Africa (PASA), with the backing of the Reserve Bank, to deal with debit orders that account holders had never agreed to and collections that did not match what had been agreed. It has been phased in since 2019, and is replacing early debit orders.',
    'A DebiCheck debit order starts with a mandate: the electronic record of the debit order agreement. It sets out who is collecting, the instalment and the most that may be collected, how often and on which day, whether the amount may increase, for example once a year, and whether a collection may be tracked if the account is short of money.',
    'The collector sends the mandate through its bank to the debtor’s bank, and the debtor’s bank asks the debtor to approve it. Once approved, the mandate has a reference that every collection must quote. The debtor’s bank checks each collection against the mandate and rejects one that does not match. Changes to the key terms of a mandate need the debtor’s approval again.',
    'We carry the mandate requests and the debtors’ answers between the banks, process the collections and their results, and calculate what the banks owe one another for settlement in SAMOS.',
  ],
  audience: {
    lead: 'DebiCheck is used by businesses that collect regular payments by debit order, by the people who pay them, and by their banks:',
    items: [
      'Lenders and retailers that sell on credit, collecting loan and account instalments.',
      'Insurers collecting premiums.',
      'Schools, gyms, subscription services and other businesses collecting regular fees.',
      'Account holders, who approve their debit order mandates with their own bank.',
      'Collectors’ banks, and the payment service providers they sponsor, which send mandates and collections.',
      'Debtors’ banks, which ask their customers to approve mandates and check each collection against them.',
    ],
  },
  steps: [
    {
      title: 'The agreement',
      text: 'The debtor and the collector agree the debit order: the amount, the collection day and frequency, any increase, and whether tracking applies.',
    },
    {
      title: 'The mandate request',
      text: 'The collector sends the mandate to its bank, which passes it to us. We route it to the debtor’s bank.',
    },
    {
      title: 'The debtor approves',
      text: 'The debtor’s bank asks the debtor to confirm the mandate, in real time, later through the bank’s own channels, or with card and PIN at a terminal. The approval or rejection goes back to the collector.',
    },
    {
      title: 'Collections quote the mandate',
      text: 'On each collection date, the collector’s bank submits the collection with the mandate reference, and we deliver it to the debtor’s bank.',
    },
    {
      title: 'Checked against the mandate',
      text: 'The debtor’s bank checks the collection against the approved mandate. It collects the instalment, tracks it if money is short and the mandate allows it, or rejects a collection that does not match.',
    },
    {
      title: 'Settlement',
      text: 'Results go back to the collector’s bank. We calculate what the banks owe one another, and they settle in SAMOS at the Reserve Bank.',
    },
  ],
  features: [
    {
      heading: 'Real-time approval (TT1)',
      text: 'The debtor approves the mandate while it is being set up, usually through a prompt in their banking app or on their cellphone, and the answer comes back straight away.',
    },
    {
      heading: 'Delayed approval (TT2)',
      text: 'The mandate request is sent to the debtor’s bank in a batch, and the debtor approves it afterwards, within the time the rules allow, through a channel their bank offers, such as its app, internet banking or an ATM.',
    },
    {
      heading: 'Card and PIN (TT3)',
      text: 'The debtor approves the mandate at the collector’s premises by inserting their bank card and entering their PIN on a terminal.',
    },
    {
      heading: 'Every collection checked',
      text: 'A collection that does not match the approved mandate, for example one for more than the agreed amount, is rejected by the debtor’s bank before it reaches the account.',
    },
    {
      heading: 'Early processing and tracking',
      text: 'DebiCheck collections are processed early in the processing day and can be tracked when the mandate allows it, which helps collectors receive instalments on time.',
    },
    {
      heading: 'Fewer disputes',
      text: 'Because the debtor has approved the mandate with their own bank, a collection that matches it generally cannot be disputed as unauthorised. Debtors keep the right to dispute collections that do not match.',
    },
  ],
  related: ['earlyDebitOrder', 'eft', 'accountVerification'],
  faqs: [
    {
      question: 'How do I approve a DebiCheck debit order?',
      answer:
        'Your bank will ask you to confirm it, for example in its banking app, by a message on your cellphone or at an ATM, depending on what your bank offers. Check that the collector’s name, the amount, the collection date and any increase match what you agreed, and approve it only if they do. If you do not recognise the request, reject it and contact your bank.',
    },
    {
      question: 'Can I stop a DebiCheck debit order?',
      answer:
        'Start with the business that collects it: a DebiCheck debit order rests on an agreement you have with that business, and cancelling the mandate usually goes through them. Your bank can tell you what it can do to stop a collection and what the terms of your agreement mean for you. Stopping a debit order does not cancel the contract or any amount you owe under it.',
    },
    {
      question: 'Can I dispute a DebiCheck collection?',
      answer:
        'You can dispute a collection that does not match the mandate you approved, for example one for a higher amount or on a different date, through your bank. A collection that matches the mandate generally cannot be reversed as unauthorised, because you approved it. A disagreement about the contract itself is a matter between you and the collector.',
    },
    {
      question: 'What happens if I do not approve the mandate?',
      answer:
        'The collector cannot collect from your account under DebiCheck without an approved mandate. You remain responsible for what you owe under your agreement, so contact the collector to arrange another way to pay if you do not want to approve the debit order.',
    },
    {
      question: 'Do I have to approve my existing debit orders again?',
      answer:
        'Not necessarily. Ordinary debit orders you already have can continue under the rules that apply to them. Some collectors ask existing customers to approve a DebiCheck mandate, especially where an early debit order is being replaced. Approve only if the details match what you agreed.',
    },
  ],
}

import type { ServiceDetail, ServiceListing } from './types'

export const service: ServiceListing = {
  key: 'posSwitching',
  group: 'Card Payments',
  heading: 'POS Switching & Settlement',
  summary:
    'Card payments at the till carried from the merchant’s bank to the card issuer for approval, and netted for settlement.',
  path: '/services/pos-switching',
}

export const detail: ServiceDetail = {
  service,
  intro:
    'When a customer taps, inserts or swipes a card at a till, the payment has to be approved by the bank that issued the card within seconds. We switch point-of-sale transactions between the merchant’s acquiring bank and the card issuer, carrying the authorisation request there and the answer back. At the end of each cycle we work out the net amounts the participating banks owe one another, so that the day’s card payments can be settled.',
  whatItIs: [
    'Every card payment at a till involves at least two banks. The acquiring bank, or acquirer, is the bank that gives the merchant its card machine and receives the money for the sale. The issuing bank, or issuer, is the bank that gave the customer the card and holds the account or credit facility behind it.',
    'Switching connects the two. The acquirer sends an authorisation request, the switch works out from the card number which bank issued the card and passes the request to it, and the issuer’s answer comes back the same way. The messages follow ISO 8583, the international standard for card transaction messages, so every participant reads them in the same way.',
    'We switch debit and credit card transactions between South African acquirers and issuers that take part in the service. The card issuer always decides whether to approve a payment. We carry the request and the answer, and we keep a record of every transaction that passes through.',
    'Switching settles nothing on its own. At the end of each cycle we clear the approved transactions and net them into one amount that each bank owes or is owed. The banks then settle those amounts across their accounts in SAMOS, the South African Reserve Bank’s settlement system. The merchant is paid by its own bank under its merchant agreement.',
  ],
  audience: {
    lead: 'Banks connect to the service directly. Merchants and cardholders use it through their banks without seeing it.',
    items: [
      'Acquiring banks, which send their merchants’ card transactions for authorisation.',
      'Card-issuing banks, which receive the requests and approve or decline them.',
      'Payment service providers and processors that reach the service through a sponsoring bank.',
      'Merchants of every size, from large retailers to small traders with a mobile card machine.',
      'Cardholders, whose payments at the till are approved within seconds.',
    ],
  },
  steps: [
    {
      title: 'Card presented at the till',
      text: 'The customer taps, inserts or swipes the card, and enters a PIN if one is needed. The card machine builds a payment request and sends it to the merchant’s acquiring bank.',
    },
    {
      title: 'Acquirer sends the request',
      text: 'The acquirer checks the request and passes it to the switch as an ISO 8583 authorisation message, with the amount, the protected card details and the merchant’s details.',
    },
    {
      title: 'Switch routes it to the issuer',
      text: 'The switch reads the card number’s issuer range to find the bank that issued the card, and sends the request on to that bank.',
    },
    {
      title: 'Issuer approves or declines',
      text: 'The issuer checks the card, the PIN, the available balance or credit limit and its own fraud controls, then approves or declines. The answer travels back through the switch and the acquirer to the card machine, usually within seconds.',
    },
    {
      title: 'Clearing and netting',
      text: 'At the cut-off for the cycle, we total the cleared transactions between each pair of banks and net them, so that each bank has a single amount it owes or is owed.',
    },
    {
      title: 'Settlement in SAMOS',
      text: 'The net positions go to settlement, and the banks pay one another across their settlement accounts at the Reserve Bank. Once settled, the payments between banks are final.',
    },
  ],
  features: [
    {
      heading: 'One connection, many issuers',
      text: 'An acquirer connects once to the switch instead of to each issuing bank separately. Its merchants can then accept cards issued by every bank that takes part.',
    },
    {
      heading: 'A shared message standard',
      text: 'All participants exchange ISO 8583 messages under the same rules. Each bank builds to one format and one set of meanings, which keeps routing and reconciliation consistent.',
    },
    {
      heading: 'Reversals when a payment cannot finish',
      text: 'If a card machine loses its connection or an answer arrives too late, a reversal message cancels the authorisation. The issuer can then release any amount it had reserved on the cardholder’s account.',
    },
    {
      heading: 'Net settlement positions',
      text: 'Instead of paying for every card payment one by one, each bank settles one net amount per cycle. This reduces the number and size of payments the banks have to make to one another.',
    },
    {
      heading: 'A record behind every figure',
      text: 'Each net position is built from individual transaction records, so participants can reconcile the amount they settle with the payments their merchants and cardholders made.',
    },
  ],
  related: ['atmSwitching', 'threeDSecure', 'fraudMitigation'],
  faqs: [
    {
      question: 'Why was my card declined at the till?',
      answer:
        'The bank that issued your card decides whether to approve each payment. A payment can be declined for many reasons, such as too little money available, an incorrect PIN, a blocked or expired card, or your bank’s fraud checks. Only your bank can tell you why, so contact it using the number on the back of your card.',
    },
    {
      question: 'The till said my payment failed, but the money left my account. What now?',
      answer:
        'When a payment cannot be completed, a reversal is normally sent so that your bank can release the amount it reserved, though this can take some time to show on your account. If the amount is still there after a few days, or it has been taken twice, contact your bank with your slip or the date, time, amount and shop.',
    },
    {
      question: 'Who do I contact about a card payment I do not recognise?',
      answer:
        'Contact your bank straight away. It can block your card and look into the payment. Disputes about card payments are handled between your bank and the merchant’s bank under the card schemes’ rules, and your bank will tell you what it needs from you.',
    },
    {
      question: 'When does a merchant receive the money for card sales?',
      answer:
        'The merchant is paid by its own acquiring bank, on the terms of its merchant agreement with that bank. Our settlement is between the banks, so a merchant with a question about payouts should ask its acquirer.',
    },
  ],
}

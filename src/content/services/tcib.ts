import type { ServiceDetail, ServiceListing } from './types'

export const service: ServiceListing = {
  key: 'tcib',
  group: 'SADC',
  heading: 'Transactions Cleared on an Immediate Basis (TCIB)',
  summary:
    'Low-value payments across SADC borders, cleared immediately between participating banks and providers.',
  path: '/services/transactions-cleared-on-an-immediate-basis',
}

export const detail: ServiceDetail = {
  service,
  intro:
    'TCIB is the Southern African Development Community’s scheme for low-value cross-border payments that clear immediately between participating banks and payment providers in member countries. It lets people and businesses send money across borders in the region quickly and transparently, with settlement between participants through the SADC regional settlement system. We connect participants to the scheme and carry their payments to and from other SADC countries.',
  whatItIs: [
    'TCIB has been live since 2021. It was created to give people and businesses in the region a quicker, safer and cheaper way to make small payments across borders than traditional channels, such as chains of correspondent banks or carrying cash.',
    'A TCIB payment is a credit payment: the sender starts it from their bank or payment provider in one country, and it is cleared immediately to the recipient’s bank or payment provider in another. It is meant for everyday amounts: money sent home to family, school fees, or a payment to a small supplier across the border.',
    'Banks and non-bank payment providers can both take part in the scheme. Where the sender and the recipient use different currencies, the conversion is done by the participants, not by the scheme or by us.',
    'Participants settle what they owe one another in SADC-RTGS, the region’s real-time gross settlement system, formerly known as SIRESS. The South African Reserve Bank operates SADC-RTGS on behalf of the central banks of the region.',
  ],
  audience: {
    lead: 'TCIB serves people and businesses who send money across SADC borders, through the institutions that take part in the scheme:',
    items: [
      'People working in one SADC country who send money home to family in another.',
      'Small businesses and traders that pay suppliers or receive payments from customers in neighbouring countries.',
      'Banks in SADC countries that offer cross-border payments to their customers.',
      'Non-bank payment providers, such as money transfer and mobile money operators, that take part under the scheme’s rules.',
    ],
  },
  steps: [
    {
      title: 'The sender starts the payment',
      text: 'The sender asks their bank or payment provider to pay a recipient in another SADC country, giving the recipient’s details and the amount.',
    },
    {
      title: 'The sending participant prepares it',
      text: 'The sending participant checks the payment against its own rules and its country’s regulations, including anti-money-laundering checks. It converts the amount where a currency conversion is needed and tells the sender what it will cost.',
    },
    {
      title: 'We carry it across the border',
      text: 'The sending participant passes the payment to us and we clear it immediately to the receiving participant in the other country.',
    },
    {
      title: 'The recipient is paid',
      text: 'The receiving participant checks the payment, credits its customer’s account or wallet, and confirms the result. We return that confirmation to the sending participant.',
    },
    {
      title: 'Participants settle in SADC-RTGS',
      text: 'We record what each participant owes the others from the payments it sent and received. Those amounts are settled in SADC-RTGS, by each participant directly or through the bank that settles for it.',
    },
  ],
  features: [
    {
      heading: 'Made for the region',
      text: 'TCIB is a SADC scheme, built for payments between SADC countries. One connection to the scheme can reach participants in other member countries that have joined it.',
    },
    {
      heading: 'Cleared immediately',
      text: 'Each payment is cleared as it is made, so the recipient does not have to wait days for money to pass through a chain of correspondent banks.',
    },
    {
      heading: 'Open to non-banks',
      text: 'Non-bank payment providers can take part as well as banks. This lets people who use money transfer services or mobile wallets reach the scheme.',
    },
    {
      heading: 'Regional settlement',
      text: 'Participants settle in SADC-RTGS, the settlement system of the region’s central banks, instead of through a chain of accounts held at other banks.',
    },
    {
      heading: 'Clear costs',
      text: 'Currency conversion and charges are handled by the sending and receiving participants, which can tell the sender the exchange rate and fees before the payment is made.',
    },
  ],
  related: ['swift', 'rapidPayments', 'managedNetwork'],
  faqs: [
    {
      question: 'How do I send money to another SADC country using TCIB?',
      answer:
        'You send a TCIB payment through your own bank or payment provider, if it takes part in the scheme. Ask it whether it offers TCIB payments and to which countries, because each participant decides which services it offers.',
    },
    {
      question: 'Which countries can I send money to?',
      answer:
        'TCIB payments can reach participants in SADC member countries that have joined the scheme. Which countries you can pay depends on the participants that have joined and on the services your bank or payment provider offers.',
    },
    {
      question: 'What exchange rate and fees will I pay?',
      answer:
        'The exchange rate and fees are set by your bank or payment provider, not by the scheme or by us. Your provider should show you the rate, its charges and the amount the recipient will get before you confirm the payment.',
    },
    {
      question: 'Can I use TCIB for large payments?',
      answer:
        'No. TCIB is designed for low-value payments, and the scheme and participants set limits on the amounts they carry. Larger cross-border payments are usually made through the SWIFT network. Your bank can tell you which option suits your payment.',
    },
    {
      question: 'My payment has not arrived. What should I do?',
      answer:
        'Contact the bank or payment provider you paid through and give it the payment’s reference. It can trace the payment through the scheme and, if needed, take it up with the receiving participant in the other country.',
    },
  ],
}

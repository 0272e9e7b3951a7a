import type { ServiceDetail, ServiceListing } from './types'

export const service: ServiceListing = {
  key: 'accountVerification',
  group: 'Business Enhancement',
  heading: 'Account Verification Services (AVS)',
  summary:
    'Confirm that an account is open and belongs to the ID or company number you hold before you pay or collect.',
  path: '/services/account-verification-services',
}

export const detail: ServiceDetail = {
  service,
  intro:
    'Before you pay a supplier, add an employee to the payroll or set up a debit order, Account Verification Services let you confirm the account details with the bank that holds the account. A check tells you whether the account exists, whether it is open and able to accept credits or debits, and whether the ID number or company registration number you supplied matches the account holder. Paying only verified accounts reduces misdirected payments and fraud.',
  whatItIs: [
    'A verification request names the account number and branch, and the details the business expects to match: the account holder’s ID or passport number, or the company’s registration number, and usually their name. Depending on the request and the bank, it can also confirm other details, such as the type of account.',
    'The answer comes from the bank that holds the account, from its own records. It does not reveal anything about the account beyond the questions asked: the bank says whether each detail matches, and gives out no name, balance or transactions.',
    'Checks can be made one at a time in real time, for example while a new supplier is being set up or a customer is signing a debit order mandate, or in batches, for example when a business checks its whole payroll or supplier list before a payment run. We route each request to the right bank and return its answer, under the rules the participating banks have agreed.',
    'Because a check involves personal information, the business asking must have a lawful reason for it and, where the Protection of Personal Information Act (POPIA) requires, the account holder’s consent. That consent can be obtained in the supplier, employment or debit order forms the account holder completes.',
  ],
  audience: {
    lead: 'Anyone about to pay into, or collect from, an account they have not dealt with before has reason to verify it:',
    items: [
      'Accounts payable teams adding a supplier or changing a supplier’s banking details.',
      'Employers and payroll bureaux adding employees or updating salary accounts.',
      'Businesses setting up debit orders and DebiCheck mandates.',
      'Lenders and insurers paying out loans and claims.',
      'Banks and payment service providers offering verification to their business clients.',
    ],
  },
  steps: [
    {
      title: 'Details and consent',
      text: 'The business collects the account details and the account holder’s ID or registration number, with the account holder’s consent where it is required.',
    },
    {
      title: 'The request is sent',
      text: 'The business sends the request through its bank or payment service provider, on its own in real time or with others in a batch file.',
    },
    {
      title: 'Routed to the account’s bank',
      text: 'We pass each request to the bank that holds the account.',
    },
    {
      title: 'The bank answers',
      text: 'That bank compares the details with its records and answers each question, such as whether the account is open and whether the ID number matches, without disclosing anything else.',
    },
    {
      title: 'The result comes back',
      text: 'We return the answer to the requesting bank, which passes it to the business. The business then decides whether to go ahead with the payment or mandate.',
    },
  ],
  features: [
    {
      heading: 'Real-time and batch',
      text: 'Check a single account while a customer or supplier is being set up, or check whole lists of accounts in one file before a payment run.',
    },
    {
      heading: 'Confirmed at the source',
      text: 'The answer comes from the bank that holds the account, not from a bank letter or statement that could have been altered.',
    },
    {
      heading: 'Ownership, not only existence',
      text: 'Matching the ID or registration number to the account helps catch banking details that have been changed to an account belonging to someone else, a trick used in supplier and payroll fraud.',
    },
    {
      heading: 'Fewer returned payments',
      text: 'Checking that an account is open and accepts credits or debits before a payment run reduces unpaid and returned transactions, and the work of following them up.',
    },
    {
      heading: 'Nothing more than yes or no',
      text: 'A check confirms or denies the details the business already holds. It does not give out the account holder’s name, balance or any other information.',
    },
  ],
  related: ['eft', 'authenticatedCollections', 'realTimeClearing', 'fraudMitigation'],
  faqs: [
    {
      question: 'Can a business check my bank account without my permission?',
      answer:
        'A business should verify your account only for a lawful purpose, such as paying you or setting up a debit order you have agreed to, and with your consent where the Protection of Personal Information Act requires it. A check only confirms or denies details the business already has; it does not show your balance or transactions. If you are concerned about how a business uses your information, ask the business, or contact the Information Regulator.',
    },
    {
      question: 'Does a successful check mean a payment is safe?',
      answer:
        'It means the bank that holds the account confirmed that the details matched at the time of the check. It does not prove that an invoice is genuine or that the person asking for payment is entitled to it. If a supplier tells you its banking details have changed, confirm the change with the supplier using contact details you already have, as well as verifying the new account.',
    },
    {
      question: 'Why would a check come back as not matching?',
      answer:
        'The account number or ID number may have been captured incorrectly, the account may belong to someone else, or the bank may hold different details, for example a company registration number for a business account. Confirm the details with the account holder before you pay.',
    },
    {
      question: 'How long does a verification take?',
      answer:
        'A real-time check usually returns an answer within seconds, as long as the bank that holds the account is available. Batch results come back later, depending on when the file was submitted and on the banks’ processing times.',
    },
    {
      question: 'How can my business use account verification?',
      answer:
        'Ask your bank or payment service provider. Businesses reach the service through them; we provide it between the participating banks.',
    },
  ],
}

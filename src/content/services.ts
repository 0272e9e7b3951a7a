import type { PageCopy, PageIntroCopy } from './types'

/** What the site shows of a service outside its own page, and its page's h1 and introduction. */
export interface ServiceCopy extends PageIntroCopy {
  /** One line on what the service does: the overview's and "Related services" cards. */
  summary: string
  path: `/services/${string}`
}

export const servicesOverview: PageCopy = {
  heading: 'Our services',
  intro:
    'We run the switches and clearing systems that move money between banks, businesses and their customers: batch EFT credits and debit orders, card and ATM transactions, instant payments, account verification, cash management, SWIFT messaging and cross-border payments in the SADC region. Each service follows the rules of the South African payments industry: we route and clear the transactions between participating institutions and calculate what each owes the others for settlement.',
  description:
    'The payment services we run: EFT and debit orders, card and ATM switching, instant payments, account verification, cash management, SWIFT and SADC clearing.',
}

/** What each of the eight service groups covers, in a sentence or two. */
export const serviceGroupSummaries: Readonly<Record<string, string>> = {
  'Payment Clearing':
    'Batch electronic funds transfers between South African bank accounts: salaries, supplier payments and debit orders, sorted and exchanged between the banks and calculated for settlement.',
  'Card Payments':
    'Card transactions at ATMs and points of sale switched between the acquiring bank and the bank that issued the card, and 3D Secure authentication for online card payments.',
  'Batch Payments':
    'Debit order collections: DebiCheck mandates that the debtor approves with their own bank, and early debit orders presented ahead of ordinary debits.',
  'Cash Services':
    'One shared record of physical cash as it moves between retailers’ tills and smart safes, cash-in-transit companies, vaults and bank branches.',
  'Real-time Payments':
    'Credit transfers that clear in seconds at any time of day: Real-Time Clearing, and the Rapid Payments Programme behind PayShap.',
  'SWIFT Bureau':
    'Connectivity to the SWIFT network for institutions that would rather not build and run their own connection, operated to SWIFT’s security requirements.',
  'Business Enhancement':
    'Account verification before you pay, managed network links between participants, and fraud screening of transactions as they pass through our switch.',
  SADC: 'Low-value payments across borders in the Southern African Development Community, cleared immediately between participants through TCIB.',
}

export const services = {
  eft: {
    heading: 'Electronic Funds Transfer (EFT)',
    intro:
      'EFT moves salaries, supplier payments and debit orders between South African bank accounts in batches. Banks submit payment files to us, we sort and exchange the transactions between the paying and receiving banks, and calculate what each bank owes the others for settlement.',
    summary:
      'Salaries, supplier payments and debit orders exchanged between banks in batches through the day, then settled.',
    path: '/services/eft',
  },
  fraudMitigation: {
    heading: 'Transactional Fraud Mitigation (TFM)',
    intro:
      'Our Transactional Fraud Mitigation service checks card and electronic payment transactions for signs of fraud as they pass through our switch. Rules and behavioural profiles flag transactions that do not fit an account’s usual pattern, such as an unexpected place, amount or type of merchant. The institution that issued the card or holds the account can then decline, challenge or review the transaction before the money is lost.',
    summary:
      'Card and electronic payments checked for signs of fraud as they pass through the switch, in time to stop them.',
    path: '/services/fi',
  },
  posSwitching: {
    heading: 'POS Switching & Settlement',
    intro:
      'When a customer taps, inserts or swipes a card at a till, the payment has to be approved by the bank that issued the card within seconds. We switch point-of-sale transactions between the merchant’s acquiring bank and the card issuer, carrying the authorisation request there and the answer back. At the end of each cycle we work out the net amounts the participating banks owe one another, so that the day’s card payments can be settled.',
    summary:
      'Card payments at the till carried from the merchant’s bank to the card issuer for approval, and netted for settlement.',
    path: '/services/pos-switching',
  },
  atmSwitching: {
    heading: 'ATM Switching',
    intro:
      'When you withdraw cash or check your balance at an ATM that belongs to another bank, that ATM needs your own bank’s approval before it acts. We switch these interbank ATM transactions: we route each request to the bank that issued the card, return its answer to the ATM, and record what the banks owe one another so that the transactions can be settled.',
    summary:
      'Withdrawals and balance enquiries at another bank’s ATM, routed to the cardholder’s bank for approval.',
    path: '/services/atm-switching',
  },
  realTimeClearing: {
    heading: 'Real-Time Clearing (RTC)',
    intro:
      'Real-Time Clearing lets a person or business send a credit transfer to an account at another South African bank and have the money cleared and available to the recipient usually within a minute, at any time of the day or night. We carry each payment from the sending bank to the receiving bank as a single instruction, confirm that it has been accepted, and record the obligations between the banks for settlement.',
    summary:
      'Credit transfers to an account at another bank, usually cleared within a minute, at any hour of any day.',
    path: '/services/real-time-clearing',
  },
  rapidPayments: {
    heading: 'Rapid Payments Programme (RPP) and PayShap',
    intro:
      'The Rapid Payments Programme is the South African payments industry’s platform for low-value instant payments, and PayShap is the service it offers to bank customers. With PayShap you pay someone from your banking app using their ShapID, such as the cellphone number linked to their account, instead of their account number and branch code, and the money arrives in seconds. We clear these payments between participating banks around the clock.',
    summary:
      'The platform behind PayShap: low-value instant payments to a ShapID such as a cellphone number.',
    path: '/services/rapid-payments-programme',
  },
  accountVerification: {
    heading: 'Account Verification Services (AVS)',
    intro:
      'Before you pay a supplier, add an employee to the payroll or set up a debit order, Account Verification Services let you confirm the account details with the bank that holds the account. A check tells you whether the account exists, whether it is open and able to accept credits or debits, and whether the ID number or company registration number you supplied matches the account holder. Paying only verified accounts reduces misdirected payments and fraud.',
    summary:
      'Confirm that an account is open and belongs to the ID or company number you hold before you pay or collect.',
    path: '/services/account-verification-services',
  },
  threeDSecure: {
    heading: '3D Secure',
    intro:
      '3D Secure adds a step to online card payments so that the cardholder can prove the purchase is theirs, usually by approving it in their banking app or entering a one-time PIN sent to their cellphone. We run the authentication service between online merchants’ payment gateways and card-issuing banks, so that the issuer can confirm who is paying before a card-not-present payment is authorised.',
    summary:
      'Online card payments authenticated by the cardholder’s bank, often without the shopper noticing a thing.',
    path: '/services/3d-secure',
  },
  earlyDebitOrder: {
    heading: 'Early Debit Order (EDO)',
    intro:
      'Early Debit Order collections are presented to the debtor’s bank early in the processing day, ahead of ordinary debit orders. If the account cannot cover the instalment, the collection can be tracked and presented again as funds come in during an agreed tracking period. Because early collections take priority over other debits, they are tightly governed, and the industry has moved them towards DebiCheck, where the debtor approves the mandate with their own bank first.',
    summary:
      'Debit orders presented early in the processing day, with tracking: a legacy service giving way to DebiCheck.',
    path: '/services/early-debit-order',
  },
  cashManagement: {
    heading: 'Cash Management (ICMS)',
    intro:
      'Our Integrated Cash Management System (ICMS) helps banks, cash-in-transit companies and retailers keep track of physical cash as it moves between tills, smart safes, vaults and bank branches. It brings cash deposit notifications and orders into one system, so that everyone handling the cash works from the same record and the depositor’s bank can credit the account as soon as a deposit is confirmed.',
    summary:
      'One shared record of cash moving between tills, smart safes, cash-in-transit vehicles, vaults and branches.',
    path: '/services/cash-management',
  },
  managedNetwork: {
    heading: 'Managed Network Services',
    intro:
      'Payment systems depend on secure, always-available connections between banks, processors and our switching centres. Our Managed Network Services provide and run that connectivity for participants: we design, monitor and maintain the private network links, with redundant routes so that payment traffic keeps flowing if one link fails.',
    summary:
      'Secure, monitored and redundant network links between participants and our switching centres.',
    path: '/services/managed-network-services',
  },
  tcib: {
    heading: 'Transactions Cleared on an Immediate Basis (TCIB)',
    intro:
      'TCIB is the Southern African Development Community’s scheme for low-value cross-border payments that clear immediately between participating banks and payment providers in member countries. It lets people and businesses send money across borders in the region quickly and transparently, with settlement between participants through the SADC regional settlement system. We connect participants to the scheme and carry their payments to and from other SADC countries.',
    summary:
      'Low-value payments across SADC borders, cleared immediately between participating banks and providers.',
    path: '/services/transactions-cleared-on-an-immediate-basis',
  },
  swift: {
    heading: 'SWIFT Solutions',
    intro:
      'SWIFT is the international network that banks and other financial institutions use to exchange payment and securities messages with one another. As a SWIFT service bureau, we give institutions connectivity to SWIFT through our infrastructure, so that they can send and receive messages without building and running their own connection. We look after the day-to-day operation of that connection and the security controls SWIFT requires of it.',
    summary:
      'Connectivity to the SWIFT network through our service bureau, operated and secured on your behalf.',
    path: '/services/swift-solutions',
  },
  authenticatedCollections: {
    heading: 'Authenticated Collections (DebiCheck)',
    intro:
      'DebiCheck is the authenticated debit order: before a company can collect from your account, you confirm the mandate, including the amount, the collection date and who is collecting, with your own bank, for example in your banking app, at an ATM or through a prompt on your cellphone. Every collection is then checked against the approved mandate, so one that does not match it is rejected. We process the mandate requests and the collections between the collectors’ banks and the debtors’ banks.',
    summary:
      'Debit orders the account holder approves with their own bank, each collection checked against the mandate.',
    path: '/services/authenticated-collections',
  },
} satisfies Record<string, ServiceCopy>

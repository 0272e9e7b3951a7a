import type { ServiceDetail, ServiceListing } from './types'

export const service: ServiceListing = {
  key: 'cashManagement',
  group: 'Cash Services',
  heading: 'Cash Management (ICMS)',
  summary:
    'One shared record of cash moving between tills, smart safes, cash-in-transit vehicles, vaults and branches.',
  path: '/services/cash-management',
}

export const detail: ServiceDetail = {
  service,
  intro:
    'Our Integrated Cash Management System (ICMS) helps banks, cash-in-transit companies and retailers keep track of physical cash as it moves between tills, smart safes, vaults and bank branches. It brings cash deposit notifications and orders into one system, so that everyone handling the cash works from the same record and the depositor’s bank can credit the account as soon as a deposit is confirmed.',
  whatItIs: [
    'Cash passes through many hands before it reaches a bank account. It moves from a retailer’s tills to a safe in the back office, then to a cash-in-transit (CIT) vehicle, a cash centre where it is counted and sorted, and finally to the bank. Each of them keeps its own records, and matching those records up has traditionally taken time and paperwork.',
    'ICMS records each of those steps as it happens: deposits, collections, counts, and orders for notes and coins. Each party sees the events that concern it as they are recorded, instead of waiting for deposit slips or separate reports.',
    'Much of that information starts at a smart safe, sometimes called an intelligent safe. A smart safe checks and counts notes as they are deposited, stores them securely, and reports each deposit electronically. Because the deposit has been counted and secured at the point of deposit, the retailer’s bank can agree to credit the retailer’s account before the cash is collected. This is known as early credit.',
    'When the cash is later counted at the cash centre, the count is matched against the deposits that were recorded, and any difference is flagged so that the parties can investigate it.',
  ],
  audience: {
    lead: 'ICMS is used by the organisations that handle business cash between the till and the bank:',
    items: [
      'Retailers and other cash-heavy businesses that deposit cash into smart safes.',
      'Cash-in-transit companies that collect cash from retailers and deliver it to cash centres and banks.',
      'Cash centres that count, sort and process the cash.',
      'Banks that credit their business customers for cash deposits and supply them with notes and coins.',
      'Providers of smart safes whose devices report deposits into the system.',
    ],
  },
  steps: [
    {
      title: 'Cash goes into the safe',
      text: 'Store staff deposit notes into the smart safe, which checks and counts them. The safe records who made the deposit, when, and how much.',
    },
    {
      title: 'The deposit is reported',
      text: 'The safe sends a notification of the deposit to ICMS, which passes it to the retailer’s bank and the CIT company responsible for the safe.',
    },
    {
      title: 'The account is credited',
      text: 'Where the retailer, its bank and the CIT company have agreed to early credit, the bank credits the retailer’s account on the strength of the confirmed deposit. Otherwise, the bank credits the account once the cash has been delivered and counted.',
    },
    {
      title: 'The cash is collected',
      text: 'The CIT company collects the cash from the safe, and the collection is recorded against the deposits it contains.',
    },
    {
      title: 'Counted and reconciled',
      text: 'The cash centre counts the cash and records the result. ICMS matches the count against the recorded deposits and flags any difference for the parties to resolve.',
    },
  ],
  features: [
    {
      heading: 'One shared record',
      text: 'The retailer, CIT company, cash centre and bank see the same deposits, collections and counts, instead of each keeping a separate record to be matched up later.',
    },
    {
      heading: 'Early credit',
      text: 'Cash deposited into a smart safe can be credited to the retailer’s account before it is collected, where the bank has agreed to this. The retailer has the use of its money sooner.',
    },
    {
      heading: 'Simpler reconciliation',
      text: 'Counts at the cash centre are matched against recorded deposits automatically, so that staff only need to look into the differences.',
    },
    {
      heading: 'Cash orders in the same place',
      text: 'Orders for notes and coins can be placed and tracked in the same system, so that the bank and the CIT company can prepare and deliver them.',
    },
    {
      heading: 'A clear trail',
      text: 'Every deposit, collection and count is recorded with the time and the party responsible, which helps when a query or a dispute has to be resolved.',
    },
  ],
  related: ['managedNetwork', 'posSwitching'],
  faqs: [
    {
      question: 'What is a smart safe?',
      answer:
        'A smart safe, or intelligent safe, is a safe that checks and counts notes as they are deposited and reports each deposit electronically. It reduces the time staff spend counting cash and the amount of cash kept in tills.',
    },
    {
      question: 'When is cash in a smart safe credited to my account?',
      answer:
        'That depends on the agreement between your business, your bank and your cash-in-transit company. With early credit, your bank may credit your account once a deposit has been confirmed, before the cash is collected. Your bank decides whether early credit is available to you and on what terms.',
    },
    {
      question: 'What happens if the cash centre’s count differs from the safe’s?',
      answer:
        'The difference is flagged in the system so that the parties can investigate it using the recorded deposits, collections and counts. How a difference is settled depends on the agreements between your business, your bank and your cash-in-transit company. Your bank will tell you about any adjustment to your account.',
    },
    {
      question: 'Does my business deal with Mzansi Clearing directly?',
      answer:
        'Usually not. Retailers normally arrange cash services through their bank and their cash-in-transit company, which connect to ICMS. Ask them whether your business can use smart safes and early credit.',
    },
  ],
}

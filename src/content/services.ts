import type { ServiceGroup } from './service-groups'
import type { PageCopy } from './types'

export const servicesOverview: PageCopy = {
  heading: 'Our services',
  intro:
    'We run the switches and clearing systems that move money between banks, businesses and their customers: batch EFT credits and debit orders, card and ATM transactions, instant payments, account verification, cash management, SWIFT messaging and cross-border payments in the SADC region. Each service follows the rules of the South African payments industry: we route and clear the transactions between participating institutions and calculate what each owes the others for settlement.',
  description:
    'The payment services we run: EFT and debit orders, card and ATM switching, instant payments, account verification, cash management, SWIFT and SADC clearing.',
}

/** What each of the eight service groups covers, in a sentence or two. */
export const serviceGroupSummaries: Readonly<Record<ServiceGroup, string>> = {
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

import type { PageIntroCopy } from './types'

export const servicesOverview: PageIntroCopy = {
  heading: 'Our services',
  intro:
    'Mzansi Clearing runs the switches and clearing systems that move money between banks, businesses and their customers: batch EFT credits and debit orders, card and ATM transactions, instant payments, account verification, cash management, SWIFT messaging and cross-border payments in the SADC region.',
}

export const services = {
  eft: {
    heading: 'Electronic Funds Transfer (EFT)',
    intro:
      'EFT moves salaries, supplier payments and debit orders between South African bank accounts in batches. Banks submit payment files to us, we sort and exchange the transactions between the paying and receiving banks, and calculate what each bank owes the others for settlement.',
  },
} satisfies Record<string, PageIntroCopy>

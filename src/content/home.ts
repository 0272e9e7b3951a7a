import type { PageLink } from '../templates/page-parts'
import type { PageIntroCopy } from './types'

export const home: PageIntroCopy = {
  heading: 'Payments that clear, switch and settle across Southern Africa',
  intro:
    'Mzansi Clearing connects banks, businesses and payment providers so that money moves safely between accounts: salaries and debit orders by EFT, card payments at tills and ATMs, instant PayShap payments, and cross-border payments in the SADC region.',
}

export const homeActions: readonly PageLink[] = [
  { label: 'Explore our services', path: '/services' },
  { label: 'Contact us', path: '/contact-us' },
]

export const homeServices = {
  heading: 'What we clear and switch',
  lead: 'The payment services banks and businesses rely on us for.',
  items: [
    {
      heading: 'EFT credits and debit orders',
      text: 'Salaries, supplier payments and debit orders, cleared between banks in batches through the day.',
      path: '/services/eft',
    },
    {
      heading: 'Card and ATM switching',
      text: 'Card payments at tills and cash at other banks’ ATMs, routed to the card’s bank for approval in seconds.',
      path: '/services/pos-switching',
    },
    {
      heading: 'Instant payments and PayShap',
      text: 'Payments that reach the other bank in seconds, at any hour, including to a cellphone number.',
      path: '/services/rapid-payments-programme',
    },
    {
      heading: 'DebiCheck',
      text: 'Debit orders the account holder approves with their own bank before anything is collected.',
      path: '/services/authenticated-collections',
    },
    {
      heading: 'Account verification',
      text: 'Confirm an account exists, is open and belongs to the right person before you pay it.',
      path: '/services/account-verification-services',
    },
    {
      heading: 'Cross-border payments',
      text: 'Immediate low-value payments between SADC countries through the TCIB scheme.',
      path: '/services/transactions-cleared-on-an-immediate-basis',
    },
  ],
} as const

export const homeReach = {
  heading: 'Across the region',
  text: 'Beyond South Africa we connect banks in the Common Monetary Area and the wider SADC region to cross-border payment schemes, and offer switching and network services to institutions further afield.',
  link: { label: 'See where we work', path: '/our-reach' },
} as const

export const homeClosing = {
  heading: 'Talk to us about connecting',
  text: 'Whether you are a bank, a payment provider or a business with payments to make, tell us what you need and the right team will reply.',
  links: [
    { label: 'Contact us', path: '/contact-us' },
    { label: 'Member services', path: '/login' },
  ],
} as const

import type { PageCopy, PageLink } from './types'

export const home: PageCopy = {
  heading: 'Payments that clear, switch and settle across Southern Africa',
  intro:
    'Mzansi Clearing connects banks, businesses and payment providers so that money moves safely between accounts: salaries and debit orders by EFT, card payments at tills and ATMs, instant PayShap payments, and cross-border payments in the SADC region.',
  description:
    'Salaries and debit orders by EFT, card payments at tills and ATMs, instant PayShap payments and SADC cross-border payments, cleared and switched.',
}

export const homeActions: readonly PageLink[] = [
  { label: 'Explore our services', path: '/services' },
  { label: 'Contact us', path: '/contact-us' },
]

export const homeServices = {
  heading: 'What we clear and switch',
  lead: 'The payment services banks and businesses rely on us for.',
  link: { label: 'All our services', path: '/services' },
} as const

export const homeInsights = {
  heading: 'What payments say about the economy',
  lead: 'Our indices follow economic activity and take-home pay from electronic payments, month by month.',
  link: { label: 'Data insights', path: '/data-insights' },
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

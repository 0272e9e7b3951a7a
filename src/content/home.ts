import type { PageIntroCopy } from './types'

export const home: PageIntroCopy = {
  heading: 'Payments that clear, switch and settle across Southern Africa',
  intro:
    'Mzansi Clearing connects banks, businesses and payment providers so that money moves safely between accounts: salaries and debit orders by EFT, card payments at tills and ATMs, instant PayShap payments, and cross-border payments in the SADC region.',
}

import {
  ArrowLeftRight,
  Banknote,
  CreditCard,
  Globe2,
  Landmark,
  ShieldCheck,
  UserCheck,
  Zap,
} from 'lucide-react'
import { company } from '../company'
import type { CompanyPageContent } from './types'

export const whatWeDo: CompanyPageContent = {
  intro: company.whatWeDo,
  sections: [
    {
      id: 'clearing-and-settlement',
      heading: 'Clearing, switching and settlement',
      lead: 'Three steps every payment between two banks goes through, often confused with one another.',
      cards: [
        {
          heading: 'Clearing',
          icon: ArrowLeftRight,
          text: 'Payment instructions are exchanged between the payer’s bank and the payee’s bank, checked against the rules of their payment stream, and added up so that each bank knows what it owes the others and what it is owed.',
        },
        {
          heading: 'Switching',
          icon: Zap,
          text: 'A single transaction, such as a card payment at a till or a withdrawal at another bank’s ATM, is routed within seconds to the bank that issued the card, and the approval or decline is routed back.',
        },
        {
          heading: 'Settlement',
          icon: Landmark,
          text: 'The banks pay one another what clearing says they owe, in central bank money, across their settlement accounts at the South African Reserve Bank. Once settled, a payment between banks is final.',
        },
      ],
      closing: [
        'We clear and switch. We do not settle: settlement happens in the Reserve Bank’s own system, the South African Multiple Option Settlement system (SAMOS). What we send to settlement is the result of clearing, the positions of the banks that took part.',
        'We also do not decide whether a payment goes ahead. The payer’s bank decides whether to send it, and the bank that holds the account decides whether to approve or accept it. Our work is to carry each instruction accurately, on time and under the right rules.',
      ],
    },
    {
      id: 'payment-streams',
      heading: 'The payment streams we carry',
      lead: 'Each kind of payment has its own rules, timings and message formats. These are the streams we clear and switch.',
      cards: [
        {
          heading: 'EFT credits and debit orders',
          icon: Banknote,
          text: 'Salaries, supplier payments and debit orders, submitted in files and cleared in processing windows through the day.',
          link: { label: 'About EFT', path: '/services/eft' },
        },
        {
          heading: 'Authenticated collections',
          icon: ShieldCheck,
          text: 'DebiCheck debit orders, which the account holder confirms with their own bank before anything is collected.',
          link: { label: 'About DebiCheck', path: '/services/authenticated-collections' },
        },
        {
          heading: 'Card payments and ATMs',
          icon: CreditCard,
          text: 'Point-of-sale and ATM transactions switched between the bank that serves the merchant or ATM and the bank that issued the card.',
          link: { label: 'About POS switching', path: '/services/pos-switching' },
        },
        {
          heading: 'Real-time payments',
          icon: Zap,
          text: 'Real-time clearing and PayShap payments, which reach the other bank within seconds, at any hour.',
          link: { label: 'About PayShap', path: '/services/rapid-payments-programme' },
        },
        {
          heading: 'Account verification',
          icon: UserCheck,
          text: 'Checks that an account exists, is open and matches the holder’s details, made before a payment or a mandate.',
          link: {
            label: 'About account verification',
            path: '/services/account-verification-services',
          },
        },
        {
          heading: 'Cross-border payments',
          icon: Globe2,
          text: 'Low-value payments between SADC countries through TCIB, and SWIFT messaging for payments further afield.',
          link: {
            label: 'About TCIB',
            path: '/services/transactions-cleared-on-an-immediate-basis',
          },
        },
      ],
    },
    {
      id: 'our-role',
      heading: 'Our role beside the Reserve Bank and PASA',
      paragraphs: [
        'The National Payment System Act 78 of 1998 gives the South African Reserve Bank (SARB) the task of overseeing the national payment system and making it safe and efficient. The SARB also runs SAMOS, the system in which banks settle with one another.',
        'The Payments Association of South Africa (PASA) is the payment system management body recognised by the SARB under the Act. It manages who may take part in clearing, and it is the home of the agreements and rules under which each payment stream runs, written and agreed by the participating banks.',
        'We are a payment clearing house system operator: an operator that PASA authorises to provide clearing services to the banks taking part in a payment stream. We run the systems on which those rules are carried out, we report to participants and to PASA on how the systems perform, and we help the industry plan changes to its payment streams.',
      ],
    },
    {
      id: 'who-we-serve',
      heading: 'Who we serve',
      bulletsIntro:
        'Our direct customers are the institutions that take part in the payment streams:',
      bullets: [
        'Banks, mutual banks and co-operative banks that clear payments for their customers.',
        'Non-bank clearing participants designated by the Reserve Bank.',
        'Payment service providers and other third parties that reach a payment stream through a sponsoring bank.',
        'Central banks, banks and schemes in the wider region that use our cross-border and network services.',
      ],
      note: 'People and businesses do not deal with us directly. If you have a question about a payment you made or received, your own bank is the right place to start: it can trace the payment with us.',
    },
  ],
  related: {
    heading: 'Read further',
    links: [
      {
        title: 'Key rules and procedures',
        path: '/about-us/key-rules-and-procedures',
        description: 'The rules participants agree to and the documents behind them.',
      },
      {
        title: 'Our services',
        path: '/services',
        description: 'Every payment stream we clear and switch, service by service.',
      },
      {
        title: 'Our reach',
        path: '/our-reach',
        description: 'Where we work beyond South Africa.',
      },
    ],
  },
  callToAction: {
    heading: 'Connect to our payment streams',
    text: 'If your institution wants to take part in a payment stream we clear, or to use one of our services, tell us what you have in mind.',
    links: [
      { label: 'Contact us', path: '/contact-us' },
      { label: 'Explore our services', path: '/services' },
    ],
  },
}

import {
  Braces,
  Clock,
  FileCode2,
  Globe2,
  KeyRound,
  ReceiptText,
  ShieldAlert,
  Smartphone,
} from 'lucide-react'
import { company } from '../company'
import type { CompanyPageContent } from './types'

export const futureOfPayments: CompanyPageContent = {
  intro: company.futureOfPayments,
  sections: [
    {
      id: 'changes',
      heading: 'Eight changes under way',
      lead: 'Most of these are already live in some form; all of them will keep changing how money moves over the next few years.',
      cards: [
        {
          heading: 'ISO 20022',
          icon: FileCode2,
          text: 'The international standard for payment messages. Its structured fields carry full names, addresses and the purpose of a payment, which makes screening, reconciliation and fraud detection more reliable. SWIFT’s cross-border traffic and many domestic systems, including our newer streams, are moving to it.',
        },
        {
          heading: 'Instant payments',
          icon: Clock,
          text: 'Payments that clear in seconds, at any hour and on any day, are becoming the expectation rather than the exception. Batch streams remain, but more and more everyday payments move in real time.',
        },
        {
          heading: 'PayShap',
          icon: Smartphone,
          text: 'The industry’s instant payment service, launched in 2023 under the Rapid Payments Programme. It lets people pay using a ShapID, such as a cellphone number linked to an account, instead of an account number.',
          link: {
            label: 'About the Rapid Payments Programme',
            path: '/services/rapid-payments-programme',
          },
        },
        {
          heading: 'Request to pay',
          icon: ReceiptText,
          text: 'A payee sends a request that the payer approves, or declines, in their own banking app, with the amount and reference already filled in. It suits invoices, deposits and payments between people, without sharing account numbers.',
        },
        {
          heading: 'Open banking and APIs',
          icon: Braces,
          text: 'Application programming interfaces let banks, with their customers’ consent, offer payment and account services through other apps and businesses. The Reserve Bank and the industry are working on how this should be governed in South Africa.',
        },
        {
          heading: 'Tokenisation',
          icon: KeyRound,
          text: 'A card number is replaced by a token that only works for one device, merchant or channel. A token stolen in a breach cannot be used elsewhere, which makes mobile wallets and stored cards safer.',
        },
        {
          heading: 'Cross-border interoperability',
          icon: Globe2,
          text: 'Regional schemes such as TCIB in SADC, and work led by the G20 to make cross-border payments faster, cheaper and more transparent, aim to make paying someone in a neighbouring country as simple as paying at home.',
          link: {
            label: 'About TCIB',
            path: '/services/transactions-cleared-on-an-immediate-basis',
          },
        },
        {
          heading: 'Fraud',
          icon: ShieldAlert,
          text: 'Faster payments leave less time to stop a fraudulent one. Criminals increasingly trick people into authorising payments themselves, so the industry is sharing more data, checking payee names before payment and watching transaction patterns in real time.',
          link: { label: 'About transactional fraud mitigation', path: '/services/fi' },
        },
      ],
    },
    {
      id: 'what-it-means',
      heading: 'What it means for you',
      bullets: [
        'For people: payments that arrive at once, paying with a cellphone number, and fewer reasons to carry cash, with new habits needed to spot scams.',
        'For businesses: immediate confirmation that a payment has arrived, richer remittance data that makes reconciliation easier, and collections the customer approves up front.',
        'For banks and payment providers: new message formats, always-on operations, new fraud controls and new ways to reach customers through partners.',
      ],
    },
    {
      id: 'how-we-prepare',
      heading: 'How we are preparing',
      paragraphs: [
        'We build our newer payment streams on ISO 20022 and move older ones to it in step with the industry’s plans, so that the richer data can travel end to end. Our systems are designed to run around the clock, and we test changes with participants long before they go live.',
        'We take part in the industry’s modernisation work through PASA and with the Reserve Bank, share what our data shows about fraud with participants, and look for ways in which shared services, such as account verification, can make new kinds of payment safer from the start.',
      ],
    },
  ],
  related: {
    heading: 'Read further',
    links: [
      {
        title: 'Content Hub',
        path: '/blog',
        description: 'Articles on ISO 20022, PayShap, fraud trends and more.',
      },
      {
        title: 'Our history',
        path: '/about-us/our-heritage',
        description: 'How South African payments got to where they are today.',
      },
      {
        title: 'Speakers’ Corner',
        path: '/about-us/speakers',
        description: 'Talks by our specialists on where payments are heading.',
      },
    ],
  },
  callToAction: {
    heading: 'Plan the next change with us',
    text: 'Preparing for ISO 20022, instant payments or a new fraud control? Talk to us about what it means for your systems and your customers.',
    links: [
      { label: 'Contact us', path: '/contact-us' },
      { label: 'Explore our services', path: '/services' },
    ],
  },
}

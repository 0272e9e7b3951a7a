import { company } from '../company'
import type { CompanyPageContent } from './types'

/** One step in the history of South African payments. */
export interface Milestone {
  /** When, as shown: a year, a month and year, or a decade when the exact year is uncertain. */
  when: string
  /** The same moment for `<time datetime>`: a year (`1998`) or a month (`2023-03`); none for a decade. */
  dateTime?: string
  title: string
  text: string
}

/**
 * Milestones of the South African payments system, oldest first. Only dates that are well
 * established are given exactly; where the year is uncertain the decade is given instead. Our own
 * company's history is not told here.
 */
export const milestones: readonly Milestone[] = [
  {
    when: 'Until the 1970s',
    title: 'Clearing on paper',
    text: 'Cheques and paper vouchers were carried to clearing houses in the main cities, where bank clerks sorted and exchanged them by hand. Balancing what each bank owed the others could take days.',
  },
  {
    when: 'Early 1970s',
    title: 'An automated clearing bureau',
    text: 'The banks set up a shared automated clearing bureau. Instead of paper, they exchanged magnetic tapes of transactions, which the bureau sorted by computer: the beginning of electronic funds transfers for salaries and debit orders.',
  },
  {
    when: '1980s',
    title: 'Shared ATM networks',
    text: 'Banks began to link their ATM networks through a shared switch, so that customers could draw cash at other banks’ machines as well as their own.',
  },
  {
    when: '1995',
    dateTime: '1995',
    title: 'A strategy for the national payment system',
    text: 'The South African Reserve Bank published a framework and strategy for modernising the national payment system, known in the industry as the Blue Book. It set out the reforms of the years that followed.',
  },
  {
    when: '1996',
    dateTime: '1996',
    title: 'PASA is established',
    text: 'The banks formed the Payments Association of South Africa (PASA) to organise and manage the industry’s part in the payment system. It is now the payment system management body recognised by the Reserve Bank.',
  },
  {
    when: '1998',
    dateTime: '1998',
    title: 'SAMOS and the National Payment System Act',
    text: 'The Reserve Bank launched the South African Multiple Option Settlement system (SAMOS), in which banks settle with one another in real time and in central bank money. The same year, the National Payment System Act 78 of 1998 gave the payment system its legal framework and made settlement final.',
  },
  {
    when: '2006',
    dateTime: '2006',
    title: 'Real-time clearing',
    text: 'Real-time clearing (RTC) let a bank’s customers send a credit that reached another bank within a minute, instead of waiting for the next batch of EFT payments.',
  },
  {
    when: '2013',
    dateTime: '2013',
    title: 'Regional settlement in SADC',
    text: 'SADC’s regional settlement system, then called SIRESS and now SADC-RTGS, began settling payments between banks in different member countries, starting with the countries of the Common Monetary Area.',
  },
  {
    when: '2018',
    dateTime: '2018',
    title: 'Vision 2025',
    text: 'The Reserve Bank published Vision 2025 for the national payment system, setting goals for a safe, efficient and inclusive payment system, with more competition and interoperability.',
  },
  {
    when: '2019 onwards',
    dateTime: '2019',
    title: 'DebiCheck',
    text: 'Authenticated collections, known as DebiCheck, were introduced in stages. The account holder confirms a debit order mandate with their own bank before any money can be collected, which cut down on unauthorised debit orders.',
  },
  {
    when: 'End of 2020',
    dateTime: '2020-12',
    title: 'The last cheques',
    text: 'The industry stopped issuing and accepting cheques: from 1 January 2021 cheques are no longer cleared in South Africa, and electronic payments have taken their place.',
  },
  {
    when: '2021',
    dateTime: '2021',
    title: 'TCIB across SADC',
    text: 'Transactions Cleared on an Immediate Basis (TCIB), the SADC scheme for low-value cross-border payments, went live, so that people and businesses can pay across borders in the region within moments.',
  },
  {
    when: 'March 2023',
    dateTime: '2023-03',
    title: 'PayShap',
    text: 'The industry launched PayShap, the instant payment service of the Rapid Payments Programme. Payments clear within seconds at any hour, and can be sent to a ShapID such as a cellphone number.',
  },
  {
    when: '2020s',
    title: 'The move to ISO 20022',
    text: 'The industry is moving its payment messages to the ISO 20022 standard, which carries richer, structured data. New services such as PayShap use it from the start, cross-border SWIFT traffic has moved to it, and domestic systems are following.',
  },
]

export const heritage: CompanyPageContent = {
  intro: company.heritage,
  sections: [
    {
      id: 'milestones',
      heading: 'Milestones of South African payments',
      lead: 'From clearing houses full of paper to payments that arrive in seconds, oldest first.',
      slot: 'timeline',
    },
    {
      id: 'what-has-not-changed',
      heading: 'What has not changed',
      paragraphs: [
        'Through every change of technology, the purpose of clearing has stayed the same: every payment must reach the right bank, under rules all the banks have agreed, so that the banks can settle what they owe one another with certainty.',
        'The next steps, from request to pay to cross-border interoperability, build on the same foundations.',
      ],
    },
  ],
  related: {
    heading: 'Read further',
    links: [
      {
        title: 'The future of payments',
        path: '/about-us/future-of-payments',
        description: 'The changes shaping the next chapter.',
      },
      {
        title: 'What we do',
        path: '/about-us/what-we-do',
        description: 'Where we fit in the payment system today.',
      },
      {
        title: 'Content Hub',
        path: '/blog',
        description: 'Articles on PayShap, DebiCheck, ISO 20022 and more.',
      },
    ],
  },
  callToAction: {
    heading: 'Part of the next chapter',
    text: 'Whether you want to connect to our systems or work on them, we would like to hear from you.',
    links: [
      { label: 'Contact us', path: '/contact-us' },
      { label: 'Careers', path: '/about-us/career' },
    ],
  },
}

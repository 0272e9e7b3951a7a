import type { RelatedLink } from '../../lib/links'
import type { PageLink } from '../types'
import { company } from '../company'

export type TalkFormat = 'Talk' | 'Panel discussion' | 'Interview' | 'Webinar' | 'Workshop'

/** A talk, panel or interview one of our specialists takes part in. */
export interface Talk {
  /** Stable and unique: a visitor's reply is stored under it. */
  id: string
  title: string
  summary: string
  /** The speaker, named by role only. */
  speaker: string
  format: TalkFormat
  /** The day, as an ISO date (`2027-02-17`); the page decides at run time whether it is past. */
  date: string
  /** The kind of event or who hosts it. */
  event: string
  /** A city, or "Online". */
  location: string
}

/**
 * Talks in date order. Dates are fixed days: never write "next week" here; the page splits the
 * talks into upcoming and past by comparing with the visitor's today.
 */
export const talks: readonly Talk[] = [
  {
    id: 'iso-20022-reconciliation',
    title: 'What ISO 20022 changes for your reconciliation',
    summary:
      'How structured remittance data in ISO 20022 payment messages lets businesses match payments to invoices automatically, and what their banks need to pass on for that to work.',
    speaker: 'Head of Payments Standards',
    format: 'Webinar',
    date: '2026-02-18',
    event: 'Webinar for corporate treasury teams',
    location: 'Online',
  },
  {
    id: 'authorised-push-payment-fraud',
    title: 'Authorised push payment fraud: when the customer is the target',
    summary:
      'Why fraudsters now persuade people to make payments themselves, the patterns that give such payments away, and what banks, businesses and customers can each do about it.',
    speaker: 'Head of Fraud Analytics',
    format: 'Talk',
    date: '2026-03-25',
    event: 'Financial crime forum of the banking industry',
    location: 'Johannesburg',
  },
  {
    id: 'payment-systems-that-never-sleep',
    title: 'Running payment systems that never sleep',
    summary:
      'A panel on what it takes to run instant payments around the clock: change without downtime, capacity for month-end peaks, and recovering when something fails at 3 a.m.',
    speaker: 'Chief Technology Officer',
    format: 'Panel discussion',
    date: '2026-05-14',
    event: 'Technology conference for financial services',
    location: 'Cape Town',
  },
  {
    id: 'tcib-lessons',
    title: 'Cross-border payments in SADC: lessons from TCIB',
    summary:
      'What immediate cross-border payments in the region have taught us about currency conversion, compliance checks and the experience of the people sending money home.',
    speaker: 'Head of Regional Payments',
    format: 'Talk',
    date: '2026-07-09',
    event: 'Regional banking forum',
    location: 'Windhoek',
  },
  {
    id: 'career-in-payments-technology',
    title: 'A career in payments technology',
    summary:
      'For final-year students: what happens between pressing “pay” and the money arriving, the skills that work needs, and how our graduate programme works.',
    speaker: 'Graduate Programme Lead',
    format: 'Talk',
    date: '2026-09-03',
    event: 'University careers day',
    location: 'Durban',
  },
  {
    id: 'transaction-data-and-the-economy',
    title: 'What transaction data says about the economy',
    summary:
      'An interview on how aggregated, anonymised payment data can show changes in spending and salaries earlier than official statistics, and the limits of what it can tell us.',
    speaker: 'Head of Data Insights',
    format: 'Interview',
    date: '2026-10-21',
    event: 'Business news programme',
    location: 'Online',
  },
  {
    id: 'festive-season-scams',
    title: 'Keeping your payments safe over the festive season',
    summary:
      'The scams that rise with holiday shopping and travel, from fake delivery notices to false proofs of payment, and the simple checks that stop them.',
    speaker: 'Head of Fraud Analytics',
    format: 'Webinar',
    date: '2026-12-03',
    event: 'Public webinar hosted by Mzansi Clearing',
    location: 'Online',
  },
  {
    id: 'request-to-pay',
    title: 'Request to pay: from idea to everyday habit',
    summary:
      'A panel on how request to pay could replace invoices with account numbers on them, what participants must build, and how to keep requests from becoming a new tool for fraud.',
    speaker: 'Head of Real-Time Payments',
    format: 'Panel discussion',
    date: '2027-02-17',
    event: 'Payments innovation conference',
    location: 'Johannesburg',
  },
  {
    id: 'open-banking-preparation',
    title: 'Open banking in South Africa: what participants should prepare for',
    summary:
      'Consent, APIs and the role shared infrastructure can play as payment and account services open up to third parties under the oversight of the Reserve Bank.',
    speaker: 'Head of Strategy',
    format: 'Talk',
    date: '2027-03-10',
    event: 'Fintech summit',
    location: 'Cape Town',
  },
  {
    id: 'resilience-by-design',
    title: 'Resilience by design: lessons from critical payment infrastructure',
    summary:
      'How we plan for cyber attacks, power outages and failing suppliers, and why recovery has to be rehearsed with participants, not only written down.',
    speaker: 'Head of Information Security',
    format: 'Talk',
    date: '2027-05-19',
    event: 'Information security conference',
    location: 'Pretoria',
  },
  {
    id: 'financial-literacy-digital-economy',
    title: 'Financial literacy for a digital economy',
    summary:
      'A workshop for community organisations on explaining debit orders, DebiCheck, instant payments and scams in plain language.',
    speaker: 'Social Responsibility Manager',
    format: 'Workshop',
    date: '2027-08-11',
    event: 'Workshop with community organisations',
    location: 'Johannesburg',
  },
  {
    id: 'tokenisation-card-payments',
    title: 'Tokenisation and the future of card payments',
    summary:
      'How tokens replace card numbers in wallets and stored cards, what that means for switching and fraud, and where tokens could go next.',
    speaker: 'Head of Card Switching',
    format: 'Talk',
    date: '2027-10-06',
    event: 'Card payments industry forum',
    location: 'Online',
  },
]

export const speakersPage = {
  intro: company.speakers,
  illustrative:
    'Illustrative listings: these talks show how Speakers’ Corner presents our specialists’ appearances. Confirm the details with us before you plan to attend.',
  finder: {
    heading: 'Find a talk by date',
    lead: 'The calendar marks the days of our talks, and your reply to each upcoming one.',
    label: 'Talk date',
    noTalk: 'There is no talk on that day. Days with a talk carry a marker in the calendar.',
    talkOn: (day: string) => `On ${day}:`,
    show: 'Show this talk',
    /** What each marker on a talk's day means, read with the day and listed in the legend. */
    markers: {
      going: 'You are going',
      'not-going': 'You are not going',
      rsvp: 'Awaiting your reply',
      'old-date': 'Past event',
    },
  },
  upcoming: {
    heading: 'Upcoming talks',
    empty:
      'No talks are scheduled at the moment. If you are organising an event, you can ask us for a speaker.',
    replyLabel: 'Your reply',
    replyNote:
      'Your reply is kept only in this browser, to mark the talks you plan to attend in the calendar. It does not register you with the event’s organiser.',
    clearReply: 'Clear my reply',
    replyShown: {
      Going: 'You are going',
      NotGoing: 'You are not going',
      Pending: 'No reply yet',
    },
  },
  card: {
    today: 'Today',
    terms: { date: 'Date', format: 'Format', speaker: 'Speaker', event: 'Event', where: 'Where' },
  },
  past: {
    heading: 'Past talks',
    empty: 'There are no past talks to show yet.',
  },
  loading: 'Loading talks',
  ask: {
    heading: 'Ask us for a speaker',
    lead: 'Our specialists speak at conferences, industry forums, universities, schools and community events.',
    stepsIntro:
      'Send us a message through our contact form, choose “Media and speaking requests” as the subject, and tell us:',
    steps: [
      'the topic you would like covered and the audience it is for;',
      'the date, the place or platform, and how long the talk or panel will be;',
      'who is organising the event and how we can reach them.',
    ],
    note: 'We reply to every request, and we do not charge a speaking fee to schools, universities or community organisations.',
    link: { label: 'Ask for a speaker', path: '/contact-us' } satisfies PageLink,
  },
  related: {
    heading: 'Read further',
    links: [
      {
        title: 'The future of payments',
        path: '/about-us/future-of-payments',
        description: 'The topics our specialists are asked about most.',
      },
      {
        title: 'Content Hub',
        path: '/blog',
        description: 'Articles by our specialists.',
      },
      {
        title: 'Social responsibility',
        path: '/about-us/csr',
        description: 'Our financial literacy and fraud awareness work.',
      },
    ] satisfies RelatedLink[],
  },
  callToAction: {
    heading: 'Invite one of our speakers',
    text: 'Tell us about your event and the topic you have in mind, and we will suggest the right person.',
    links: [{ label: 'Contact us', path: '/contact-us' }] satisfies PageLink[],
  },
} as const

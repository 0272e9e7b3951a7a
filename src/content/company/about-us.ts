import {
  Briefcase,
  Compass,
  HandCoins,
  HeartHandshake,
  History,
  Mic,
  Network,
  ScrollText,
  Users,
} from 'lucide-react'
import type { PageLink } from '../types'
import { company } from '../company'
import type { CompanyCard } from './types'

export const aboutUs = {
  intro: company.aboutUs,
  pages: {
    heading: 'Get to know us',
    lead: 'What we do, how we are run and what we stand for.',
    cards: [
      {
        heading: 'What we do',
        icon: Network,
        text: 'Clearing, switching and settlement explained, the payment streams we carry and our role beside the Reserve Bank and PASA.',
        link: { label: 'Read what we do', path: '/about-us/what-we-do' },
      },
      {
        heading: 'Our pricing philosophy',
        icon: HandCoins,
        text: 'The principles behind our fees: cost-reflective, transparent, non-discriminatory and published to participants.',
        link: { label: 'Read our pricing philosophy', path: '/about-us/our-pricing-philosophy' },
      },
      {
        heading: 'Key rules and procedures',
        icon: ScrollText,
        text: 'Who may take part, the agreements and law behind each payment stream, and our published documents.',
        link: { label: 'Read the key rules', path: '/about-us/key-rules-and-procedures' },
      },
      {
        heading: 'Our leadership',
        icon: Users,
        text: 'How we are governed: the board of directors, its committees and the executive committee.',
        link: { label: 'Read about our leadership', path: '/about-us/our-leadership' },
      },
      {
        heading: 'The future of payments',
        icon: Compass,
        text: 'ISO 20022, instant payments, PayShap, request to pay, open banking and the fight against fraud.',
        link: { label: 'Read about the future of payments', path: '/about-us/future-of-payments' },
      },
      {
        heading: 'Social responsibility',
        icon: HeartHandshake,
        text: 'Our work in financial literacy, fraud awareness and education, and how to ask for our support.',
        link: { label: 'Read about our social responsibility', path: '/about-us/csr' },
      },
      {
        heading: 'Our history',
        icon: History,
        text: 'Milestones of the South African payment system, from paper clearing to PayShap.',
        link: { label: 'Read the timeline', path: '/about-us/our-heritage' },
      },
      {
        heading: 'Speakers’ Corner',
        icon: Mic,
        text: 'Talks and panels by our specialists, and how to ask us for a speaker.',
        link: { label: 'See our talks', path: '/about-us/speakers' },
      },
      {
        heading: 'Careers',
        icon: Briefcase,
        text: 'How we work, what we offer and our graduate programme in payments technology.',
        link: { label: 'Explore careers', path: '/about-us/career' },
      },
    ] satisfies CompanyCard[],
  },
  more: { heading: 'Our people and our story' },
  careers: {
    heading: 'Work on the systems the country is paid through',
    text: 'Software engineers, security specialists, data analysts, operators and graduates: find out how we work and what we offer.',
    image: '/images/cards/careers.svg',
    link: { label: 'Explore careers', path: '/about-us/career' },
  },
  heritage: {
    heading: 'From clearing houses to instant payments',
    text: 'South African payments moved from paper to magnetic tape, to real-time clearing and PayShap. Follow the milestones.',
    image: '/images/cards/heritage.svg',
    link: { label: 'Read the timeline', path: '/about-us/our-heritage' },
  },
  callToAction: {
    heading: 'Talk to us',
    text: 'Whether you represent a bank, a payment provider, a business or the media, tell us what you need.',
    links: [
      { label: 'Contact us', path: '/contact-us' },
      { label: 'Explore our services', path: '/services' },
    ] satisfies PageLink[],
  },
} as const

import { BarChart3, Eye, FileText, RefreshCw, Scale, Calculator } from 'lucide-react'
import { company } from '../company'
import type { CompanyPageContent } from './types'

export const pricingPhilosophy: CompanyPageContent = {
  intro: company.pricingPhilosophy,
  sections: [
    {
      id: 'principles',
      heading: 'Six principles',
      lead: 'Every tariff we set is tested against these principles before it is published.',
      cards: [
        {
          heading: 'Cost-reflective',
          icon: Calculator,
          text: 'Fees recover what it costs to build, run, secure and improve each service, including the investment needed to keep it resilient, and no more than a fair return on that investment.',
        },
        {
          heading: 'Transparent',
          icon: Eye,
          text: 'Participants can see what each fee is for and how it is calculated. We explain changes and the reasons for them before they take effect.',
        },
        {
          heading: 'Non-discriminatory',
          icon: Scale,
          text: 'The same tariff applies to every participant that uses the same service in the same way, whatever its size or ownership, and whether or not it uses our other services.',
        },
        {
          heading: 'Volume-based',
          icon: BarChart3,
          text: 'Where a service has high fixed costs, the price per transaction falls as volumes grow, so that the savings of scale are passed on to the participants whose transactions create them.',
        },
        {
          heading: 'Published to participants',
          icon: FileText,
          text: 'Our tariffs are published to participants in full, with the period for which they apply, so that each institution can plan and price its own products.',
        },
        {
          heading: 'Reviewed',
          icon: RefreshCw,
          text: 'We review our tariffs every year, and sooner when volumes, costs or the rules of a payment stream change significantly.',
        },
      ],
    },
    {
      id: 'how-fees-are-set',
      heading: 'How our fees are made up',
      paragraphs: [
        'Most of our fees are charged per transaction and differ by payment stream, because each stream has its own processing, security and availability requirements. An instant payment that must be cleared within seconds at any hour costs more to carry than a credit in a batch file that is cleared in the next processing window.',
      ],
      bulletsIntro: 'Alongside the transaction fees, a participant may pay for:',
      bullets: [
        'connecting to a payment stream and being certified to use it, once;',
        'the network links and security equipment it needs, where we provide them;',
        'optional services, such as reports, data extracts and testing environments.',
      ],
      note: 'Our fees are charged to the participating institutions, not to their customers. What a bank charges its own customers for a payment is set by that bank.',
    },
    {
      id: 'why-it-matters',
      heading: 'Why this matters beyond our participants',
      paragraphs: [
        'A payment system serves the whole economy. When the cost of clearing a payment is low and predictable, banks and payment providers can offer cheaper digital payments, and more people can use them in place of cash. That is part of the Reserve Bank’s aim for a national payment system that is safe, efficient and open to all.',
        'Fair, published pricing also keeps access open. A new bank or a smaller participant pays what an established one pays for the same service, so the price of clearing is never a reason to stay out of the payment system.',
      ],
    },
    {
      id: 'tariffs',
      heading: 'Where participants find our tariffs',
      paragraphs: [
        'Participating institutions find the current tariff schedules, with the dates from which they apply, on our member services portal. Institutions that are thinking of taking part can ask us for the tariffs of the services that interest them.',
      ],
    },
  ],
  related: {
    heading: 'Read further',
    links: [
      {
        title: 'What we do',
        path: '/about-us/what-we-do',
        description: 'Clearing, switching and settlement, and the streams we carry.',
      },
      {
        title: 'Key rules and procedures',
        path: '/about-us/key-rules-and-procedures',
        description: 'How participants join and what they agree to.',
      },
      {
        title: 'Member services',
        path: '/login',
        description: 'The portal where participants find tariffs and reports.',
      },
    ],
  },
  callToAction: {
    heading: 'Ask about our tariffs',
    text: 'If your institution is thinking of using one of our services, we will explain what it would cost and how the fee is made up.',
    links: [
      { label: 'Contact us', path: '/contact-us' },
      { label: 'Member services', path: '/login' },
    ],
  },
}

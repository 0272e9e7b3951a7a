import { BookOpen, GraduationCap, ShieldAlert } from 'lucide-react'
import { company } from '../company'
import type { CompanyPageContent } from './types'

export const csr: CompanyPageContent = {
  intro: company.csr,
  sections: [
    {
      id: 'focus',
      heading: 'Where we focus',
      lead: 'We concentrate on three areas where what we know about payments can make a difference.',
      cards: [
        {
          heading: 'Financial literacy',
          icon: BookOpen,
          text: 'Helping people understand how digital payments, debit orders and bank accounts work, so that they can choose and use them with confidence.',
        },
        {
          heading: 'Fraud awareness',
          icon: ShieldAlert,
          text: 'Explaining how payment scams work and how to recognise them, because the most common frauds today trick people into paying criminals themselves.',
        },
        {
          heading: 'Education and skills',
          icon: GraduationCap,
          text: 'Supporting learners and students in mathematics, science and technology, and growing the next generation of payments and technology specialists.',
        },
      ],
    },
    {
      id: 'financial-literacy',
      heading: 'Financial literacy',
      paragraphs: [
        'Many people are paid into a bank account but take their money out in cash at once, often because they are unsure how debit orders, card payments or instant payments work, what they cost or how to dispute one. We support community and school programmes that explain these things in plain language and in the languages people speak at home.',
        'Our specialists volunteer at workshops and help partners prepare material on topics such as approving a DebiCheck mandate, reading a bank statement and sending money safely to family.',
      ],
    },
    {
      id: 'fraud-awareness',
      heading: 'Fraud awareness',
      paragraphs: [
        'Criminals no longer need to break into a bank’s systems when they can persuade a customer to make a payment or share a one-time PIN. Awareness is one of the strongest defences, so we share what we learn about scams with community groups, schools and small businesses.',
      ],
      bulletsIntro: 'The advice we give most often:',
      bullets: [
        'Your bank will never ask for your PIN, password or one-time PIN (OTP), by phone, SMS, e-mail or in person. Never share them.',
        'A proof of payment is not payment. Check that the money is in your account before you hand over goods.',
        'Be wary of anyone who rushes you to pay, or asks you to move money to a “safe account”.',
        'Check the name of the account before you pay someone new, and confirm changed bank details by calling the person or business on a number you already know.',
        'If you think you have been scammed, call your bank at once on the number on the back of your card or in its app.',
      ],
    },
    {
      id: 'education',
      heading: 'Education and skills',
      paragraphs: [
        'South Africa needs more people with the skills to build and protect its payment systems. We support mathematics, science and coding programmes at schools, offer bursaries and work experience to students, and run a graduate programme in payments technology.',
        'We also support programmes that help unemployed young people gain digital skills and their first work experience.',
      ],
    },
    {
      id: 'ask-for-support',
      heading: 'How to ask for our support',
      bulletsIntro:
        'We support organisations whose work fits one of our three focus areas, such as:',
      bullets: [
        'registered non-profit organisations and public benefit organisations;',
        'public schools, universities and TVET colleges;',
        'community groups running financial literacy or fraud awareness programmes.',
      ],
      stepsIntro: 'To ask for support:',
      steps: [
        'Send us a message through our contact form and choose “A general question” as the subject.',
        'Tell us about your organisation, its registration number if it has one, and the people your programme reaches.',
        'Describe what you are asking for, whether funding, a speaker or volunteers, and what difference it would make.',
        'We consider requests against our focus areas and budget, and reply to every one of them.',
      ],
      note: 'We do not support political parties, or organisations that discriminate on any grounds the Constitution protects.',
    },
  ],
  related: {
    heading: 'Read further',
    links: [
      {
        title: 'Careers',
        path: '/about-us/career',
        description: 'Our graduate programme and how to join us.',
      },
      {
        title: 'Financial inclusion is about use, not only access',
        path: '/blog/post/financial-inclusion-and-payments',
        description: 'An article from our Content Hub.',
      },
      {
        title: 'Speakers’ Corner',
        path: '/about-us/speakers',
        description: 'Ask us for a speaker on fraud or financial literacy.',
      },
    ],
  },
  callToAction: {
    heading: 'Ask for our support',
    text: 'Running a programme in financial literacy, fraud awareness or education? Tell us about it.',
    links: [{ label: 'Contact us', path: '/contact-us' }],
  },
}

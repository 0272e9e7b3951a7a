import { Compass, HeartHandshake, Lightbulb, ShieldCheck } from 'lucide-react'
import { company } from '../company'
import { site } from '../site'
import type { CompanyPageContent } from './types'

export const careers: CompanyPageContent = {
  intro: company.careers,
  sections: [
    {
      id: 'culture',
      heading: 'How we work',
      lead: 'Running systems a whole country is paid through shapes the way we work together.',
      cards: [
        {
          heading: 'Care with every transaction',
          icon: ShieldCheck,
          text: 'Behind each payment is a salary, a rent payment or a grocery bill. We test carefully, check one another’s work and never treat an error as someone else’s problem.',
        },
        {
          heading: 'Learning all the time',
          icon: Lightbulb,
          text: 'Payments keep changing, from ISO 20022 to instant payments and new kinds of fraud. We make time to learn, share what we know and teach those who join after us.',
        },
        {
          heading: 'Open and respectful',
          icon: HeartHandshake,
          text: 'We say when something is wrong, listen to people who see things differently and value a team that reflects the country we serve.',
        },
        {
          heading: 'Clear about purpose',
          icon: Compass,
          text: 'Everyone can see how their work keeps payments moving, whether they write code, answer a participant’s query or keep the lights on in a data centre.',
        },
      ],
    },
    {
      id: 'benefits',
      heading: 'What we offer',
      bullets: [
        'Pay that is benchmarked against the market and reviewed every year.',
        'Retirement fund and medical aid membership.',
        'Time and funding for study, certifications and conferences that build your skills.',
        'Mentoring, and clear paths to grow as a specialist or as a leader.',
        'Flexible working where the role allows it, and support for parents and carers.',
        'An employee wellness programme, with confidential counselling for you and your family.',
      ],
      note: 'The details of each benefit depend on the role and are set out in its offer of employment.',
    },
    {
      id: 'graduates',
      heading: 'The graduate programme',
      paragraphs: [
        'Our graduate programme brings new graduates into the teams that run, secure and improve South Africa’s payment infrastructure. Graduates join working teams in software engineering, data and analytics, information security, payment operations, or risk and compliance, and rotate through more than one of them.',
        'Alongside the work, each graduate follows a structured learning path on how payments work, from the roles of the Reserve Bank and PASA to how each of our services works end to end, with a mentor from outside their own team.',
      ],
      bulletsIntro: 'Who can apply:',
      bullets: [
        'Graduates with a degree or diploma in a field such as computer science, information systems, engineering, mathematics, statistics, economics, finance or law.',
        'People who are curious about how things work and careful with detail. No previous experience of payments is expected.',
        'Candidates who are eligible to work in South Africa.',
      ],
      stepsIntro: 'How to apply:',
      steps: [
        'Watch our vacancies for the graduate programme’s intake, which lists its closing date and the documents we need.',
        'Apply online with your CV, academic record and a short letter on why payments interest you. If you cannot use the online form, you may apply by e-mail.',
        'Shortlisted candidates are invited to assessments and interviews. Tell us about any reasonable accommodation you need at any stage.',
      ],
    },
    {
      id: 'vacancies',
      heading: 'Our vacancies',
      slot: 'vacancies',
      note: 'We never charge a fee to apply for a position, and we never ask candidates for banking details or payment during recruitment. Treat any request of that kind as fraud.',
    },
    {
      id: 'contact',
      heading: 'Questions about working with us',
      slot: 'contact',
      paragraphs: [
        'If you have a question about a vacancy, the graduate programme or how we recruit, send us a message and choose “Careers and the graduate programme” as the subject, or e-mail our recruitment team.',
      ],
    },
  ],
  related: {
    heading: 'Read further',
    links: [
      {
        title: 'Our graduate programme: learning how a country’s payments really move',
        path: '/blog/post/graduate-programme-in-payments-technology',
        description: 'An article from our Content Hub on what graduates do.',
      },
      {
        title: 'What we do',
        path: '/about-us/what-we-do',
        description: 'The work our teams do every day.',
      },
      {
        title: 'Social responsibility',
        path: '/about-us/csr',
        description: 'Our support for education and skills.',
      },
    ],
  },
  callToAction: {
    heading: 'Ask us about a career in payments',
    text: 'Not sure where you would fit? Tell us about your skills and what interests you.',
    links: [{ label: 'Contact us', path: '/contact-us' }],
  },
}

/** The vacancies section's words, for an external careers site and for when there is none. */
export const vacancies = {
  /** Where vacancies are listed (configured in site.ts). */
  link: site.links.careers,
  linkLabel: 'See our current vacancies',
  external:
    'Our current vacancies, including the graduate programme when its intake is open, are listed on our careers site, with the closing date of each one.',
  internal:
    'We advertise our vacancies, including the graduate programme when its intake is open, with the closing date of each one. Ask us about current openings through our contact form or by e-mail.',
  contactLabel: 'Contact us about a vacancy',
  emailLabel: 'E-mail',
  email: site.contactEmail,
} as const

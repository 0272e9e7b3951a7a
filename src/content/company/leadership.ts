import { company } from '../company'
import type { CompanyPageContent, GoverningBody } from './types'

/*
 * EDITORS: the governance structure below is what the page shows. The people are added by an
 * editor: give a body a `members` list, e.g.
 *   members: [{ name: 'Full name', role: 'Chairperson' }]
 * once the appointments are public. A body without members shows its purpose only; never add
 * placeholder names.
 */

export const board: GoverningBody = {
  // Not 'board': that is the id of the section it sits in (ids are unique on a page).
  id: 'board-of-directors',
  name: 'Board of directors',
  purpose:
    'The board is accountable for the company as a whole. It sets our strategy and appetite for risk, approves our policies and budgets, and holds the executive team to account for running the business within them.',
  responsibilities: [
    'Approves the strategy and monitors how it is carried out.',
    'Sets the level of risk the company may take on and oversees how risk is managed.',
    'Makes sure we comply with the National Payment System Act, our authorisation by PASA and the other laws that apply to us.',
    'Appoints the chief executive and oversees succession at the top of the company.',
  ],
}

export const boardCommittees: readonly GoverningBody[] = [
  {
    id: 'audit-committee',
    name: 'Audit committee',
    reportsTo: 'Board of directors',
    purpose:
      'Makes sure our financial reporting is reliable and our internal controls work, and oversees the internal and external auditors.',
    responsibilities: [
      'Reviews the annual financial statements before the board approves them.',
      'Recommends the external auditor and oversees its independence.',
      'Approves the internal audit plan and follows up on its findings.',
    ],
  },
  {
    id: 'risk-committee',
    name: 'Risk committee',
    reportsTo: 'Board of directors',
    purpose:
      'Oversees how we identify and manage the risks of running critical payment infrastructure: operational, cyber, settlement, liquidity, legal and compliance risk.',
    responsibilities: [
      'Reviews the risk register and the limits the board has set.',
      'Oversees information security, business continuity and recovery planning.',
      'Reviews our self-assessment against the Principles for Financial Market Infrastructures.',
    ],
  },
  {
    id: 'remuneration-committee',
    name: 'Remuneration committee',
    reportsTo: 'Board of directors',
    purpose:
      'Makes sure that pay across the company is fair and responsible, and that it rewards performance without encouraging excessive risk.',
    responsibilities: [
      'Recommends the remuneration policy to the board.',
      'Sets the pay of the executive team within that policy.',
      'Reviews pay fairness across the company.',
    ],
  },
  {
    id: 'social-and-ethics-committee',
    name: 'Social and ethics committee',
    reportsTo: 'Board of directors',
    purpose:
      'Monitors our conduct as a corporate citizen, as the Companies Act 71 of 2008 provides: ethics, transformation, our people, the communities we work in and the environment.',
    responsibilities: [
      'Monitors ethics, fair labour practices and broad-based black economic empowerment.',
      'Oversees our social responsibility programme.',
      'Reports on these matters to the board and the shareholders.',
    ],
  },
  {
    id: 'nominations-committee',
    name: 'Nominations committee',
    reportsTo: 'Board of directors',
    purpose:
      'Makes sure the board has the skills, experience, independence and diversity it needs.',
    responsibilities: [
      'Identifies and recommends candidates for appointment to the board.',
      'Reviews how the board and its committees are made up and how they perform.',
      'Oversees plans for the succession of directors.',
    ],
  },
]

export const executiveCommittee: GoverningBody = {
  id: 'executive-committee',
  name: 'Executive committee',
  reportsTo: 'Board of directors, through the chief executive',
  purpose:
    'The executive committee runs the company from day to day under the leadership of the chief executive, within the strategy, budgets and risk limits the board has approved.',
  responsibilities: [
    'Runs our systems and services so that payments are cleared and switched on time, every day.',
    'Leads technology, information security, operations, finance, risk, people and relations with participants.',
    'Prepares the strategy and budgets for the board and reports on performance against them.',
    'Represents the company to participants, PASA and the Reserve Bank.',
  ],
}

export const leadership: CompanyPageContent = {
  intro: company.leadership,
  sections: [
    {
      id: 'governance',
      heading: 'How we are governed',
      paragraphs: [
        'As the operator of systems the whole payment industry depends on, we hold ourselves to high standards of governance. We apply the principles of the King IV Report on Corporate Governance for South Africa, and the governance expectations that the Principles for Financial Market Infrastructures place on operators of payment systems.',
        'The board and its committees oversee; the executive committee manages. The sections below show each body and what it is responsible for.',
      ],
    },
    {
      id: 'board',
      heading: 'The board of directors',
      bodies: [board],
    },
    {
      id: 'committees',
      heading: 'Committees of the board',
      lead: 'The board gives five committees particular areas to oversee in depth. Each reports to the board after every meeting.',
      bodies: boardCommittees,
    },
    {
      id: 'executive',
      heading: 'The executive committee',
      bodies: [executiveCommittee],
    },
  ],
  related: {
    heading: 'Read further',
    links: [
      {
        title: 'Key rules and procedures',
        path: '/about-us/key-rules-and-procedures',
        description: 'The rules and documents that govern our payment streams.',
      },
      {
        title: 'Social responsibility',
        path: '/about-us/csr',
        description: 'The work the social and ethics committee oversees.',
      },
      {
        title: 'Careers',
        path: '/about-us/career',
        description: 'Work with the teams the executive committee leads.',
      },
    ],
  },
  callToAction: {
    heading: 'Contact our company secretariat',
    text: 'For questions about our governance, our board or its committees, send us a message and choose “A general question” as the subject.',
    links: [{ label: 'Contact us', path: '/contact-us' }],
  },
}

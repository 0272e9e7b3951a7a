import { company } from '../company'
import type { CompanyPageContent } from './types'

export const keyRules: CompanyPageContent = {
  intro: company.keyRules,
  sections: [
    {
      id: 'participation',
      heading: 'Who may take part',
      lead: 'Taking part in a payment stream we clear is open to any institution that meets its entry criteria.',
      bulletsIntro: 'An institution that wants to clear through one of our systems must:',
      bullets: [
        'be allowed to clear under the National Payment System Act: a registered bank, mutual bank or co-operative bank, or a non-bank clearing participant designated by the Reserve Bank;',
        'be a member of the payment clearing house for that payment stream, under PASA’s entry criteria;',
        'be able to settle, either through its own settlement account in SAMOS or through a settling bank that settles on its behalf;',
        'pass our technical certification: its systems are tested against ours, message by message, before any live payment is exchanged;',
        'meet the security requirements of the stream, including how it protects its connection, its keys and its customers’ data;',
        'sign the agreements of the stream and accept its rules and our operational procedures.',
      ],
      note: 'Payment service providers that are not clearing participants can reach a payment stream through a sponsoring bank, which takes responsibility for the payments it submits for them.',
    },
    {
      id: 'pch-agreements',
      heading: 'Payment clearing house agreements',
      paragraphs: [
        'Each payment stream is run as a payment clearing house (PCH) under PASA. Its members, the participating banks, sign a PCH agreement and agree its clearing rules: what a valid payment looks like, the cut-off times and processing windows, limits on amounts, what happens when a payment cannot be applied, and who bears which risk.',
        'As the payment clearing house system operator, we carry out those rules in our systems. We do not change them on our own: changes to a stream’s rules are agreed by its members through PASA, and we put them into effect on the agreed date after testing them with participants.',
      ],
    },
    {
      id: 'nps-act',
      heading: 'The National Payment System Act',
      paragraphs: [
        'The National Payment System Act 78 of 1998 is the law behind all of this. It gives the South African Reserve Bank oversight of the national payment system, allows it to recognise a payment system management body (PASA), and sets out who may clear payments and who may operate clearing systems.',
        'The Act also makes settlement final. Once a payment between banks has been settled in SAMOS it cannot be undone, even if a participant later fails. That certainty is what allows banks to release funds to their customers with confidence.',
      ],
      bulletsIntro: 'Other laws and standards shape how we work too, among them:',
      bullets: [
        'the Protection of Personal Information Act (POPIA), for the personal information in payment messages;',
        'the Financial Intelligence Centre Act, for the records that help fight money laundering;',
        'the Principles for Financial Market Infrastructures of the Committee on Payments and Market Infrastructures and IOSCO, against which we assess ourselves in our disclosure framework.',
      ],
    },
    {
      id: 'operations',
      heading: 'Operational procedures',
      paragraphs: [
        'Our operational procedures turn the rules into day-to-day practice. They are shared with every participant and kept up to date as systems and rules change.',
      ],
      bullets: [
        'Processing windows and cut-off times for each payment stream, and what happens to a file that arrives late.',
        'File and message formats, how submissions are validated, and how participants are told what was accepted and what was rejected.',
        'Availability targets, planned maintenance and how participants are told about it in advance.',
        'Incident management: how we raise an incident, keep participants informed and report on it afterwards.',
        'Business continuity: recovery sites, the tests we run with participants and how a participant falls back when its own systems fail.',
        'Change management: how new releases and rule changes are tested and scheduled.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Disputes and exceptions',
      paragraphs: [
        'Not every payment goes as planned. A credit may be sent to a closed account, a debit order may be stopped or disputed by the account holder, or a card payment may be charged back. The rules of each stream set out how such exceptions are handled, within which time limits and at whose cost.',
        'An account holder always starts with their own bank, which raises the query with the other bank through the stream’s procedures. We provide the transaction records both banks need. Disputes between participants that cannot be settled between them follow the dispute resolution process in the stream’s agreement.',
      ],
    },
    {
      id: 'settlement',
      heading: 'Settlement obligations',
      paragraphs: [
        'At the end of each clearing cycle we calculate every participant’s position: what it owes the other participants and what it is owed. These positions go to the Reserve Bank for settlement in SAMOS.',
        'Each participant must have enough funds in its settlement account, or with its settling bank, to meet its obligations when settlement takes place. The stream’s rules say what happens if a participant cannot settle; for some real-time streams the rules require funds to be set aside before payments are cleared.',
      ],
    },
    {
      id: 'documents',
      heading: 'Documents to download',
      lead: 'Our published documents, including the disclosure framework in which we assess ourselves against international principles.',
      slot: 'documents',
      note: 'Participants find the full rules, PCH agreements and operational procedures on our member services portal.',
    },
  ],
  related: {
    heading: 'Read further',
    links: [
      {
        title: 'What we do',
        path: '/about-us/what-we-do',
        description: 'Clearing, switching and settlement explained.',
      },
      {
        title: 'Our leadership',
        path: '/about-us/our-leadership',
        description: 'How we are governed, from the board to the executive committee.',
      },
      {
        title: 'Privacy statement',
        path: '/privacy-statement',
        description: 'How we handle personal information under POPIA.',
      },
    ],
  },
  callToAction: {
    heading: 'Questions about joining a payment stream?',
    text: 'Tell us which payment stream your institution wants to take part in, and we will explain the steps, the testing and the agreements involved.',
    links: [
      { label: 'Contact us', path: '/contact-us' },
      { label: 'Member services', path: '/login' },
    ],
  },
}

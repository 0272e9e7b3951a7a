import { contactTopicLabels, office } from './contact'
import { site } from './site'
import type { PageIntroCopy, PageLink } from './types'

export const legal = {
  paia: {
    heading: 'Promotion of Access to Information Act (PAIA) manual',
    intro:
      'Our PAIA manual explains how to request access to records held by Mzansi Clearing under the Promotion of Access to Information Act 2 of 2000. It describes the categories of records we keep and which of them are available without a formal request, how to submit a request and the fees that may apply, and the grounds on which the Act allows a request to be refused.',
  },
  privacyStatement: {
    heading: 'Privacy statement',
    intro:
      'This privacy statement explains how we collect, use, share, store and protect personal information in line with the Protection of Personal Information Act 4 of 2013 (POPIA). It covers the information you give us, for example when you send us a message, and the information collected when you use this website, and sets out your rights to see, correct or object to the processing of your personal information and how to contact our Information Officer.',
  },
  terms: {
    heading: 'Terms of use',
    intro:
      'These terms govern your use of this website and its content. They cover how you may use the information and documents we publish, the limits of our responsibility for that information and for links to other websites, and our intellectual property in the site. By using the website you agree to these terms.',
  },
} satisfies Record<string, PageIntroCopy>

/* -------------------------------------------------------------------------------------------- */
/* The legal pages' content: typed so that one template renders all three.                      */
/* -------------------------------------------------------------------------------------------- */

/** A link inside running text: an app path (`/contact-us`), or a `mailto:` or `https:` address. */
export interface LegalLink {
  label: string
  path: string
}

/** Running text: plain words, or words with links among them. */
export type LegalText = string | readonly (string | LegalLink)[]

/**
 * One block of a section: a paragraph (`LegalText`), a bulleted or numbered list, a list of
 * labelled details (contact details), or a notice drawn to the reader's attention.
 */
export type LegalBlock =
  | LegalText
  | { readonly list: readonly LegalText[]; readonly ordered?: boolean }
  | { readonly details: readonly { readonly term: string; readonly text: LegalText }[] }
  | { readonly notice: LegalText }

/** An h3 part of a section. */
export interface LegalSubsection {
  /** Set when other pages link to the subsection (`/paia#security-measures`). */
  id?: string
  heading: string
  blocks: readonly LegalBlock[]
}

/** One h2 section of a legal page, listed in the page's contents. */
export interface LegalSection {
  /** The section's anchor, linked from the contents (`/paia#fees`). */
  id: string
  heading: string
  /** One sentence under the heading. */
  lead?: string
  blocks?: readonly LegalBlock[]
  subsections?: readonly LegalSubsection[]
  /** Blocks after the subsections. */
  closing?: readonly LegalBlock[]
}

export interface LegalPageContent {
  intro: PageIntroCopy
  /** When the page last changed, as an ISO date (`2026-11-01`). */
  updated: string
  sections: readonly LegalSection[]
  /** The section listing the documents the API publishes, on pages that have one. */
  documents?: { id: string; heading: string; lead: string }
  callToAction: { heading: string; text: string; links: readonly PageLink[] }
}

const contactPage: LegalLink = { label: 'contact page', path: '/contact-us' }
const contactEmail = (subject: string): LegalLink => ({
  label: site.contactEmail,
  path: `mailto:${site.contactEmail}?subject=${encodeURIComponent(subject)}`,
})
const regulatorWebsite: LegalLink = {
  label: 'inforegulator.org.za',
  path: 'https://inforegulator.org.za/',
}
const privacyStatementLink: LegalLink = { label: 'privacy statement', path: '/privacy-statement' }
const paiaManualLink: LegalLink = { label: 'PAIA manual', path: '/paia' }

const documents = {
  id: 'documents',
  heading: 'Documents to download',
  lead: 'The documents we publish, each as a PDF. Ask us if the one you need is not listed.',
}

const contactCallToAction = (heading: string, text: string) => ({
  heading,
  text,
  links: [{ label: 'Contact us', path: '/contact-us' }],
})

/* -------------------------------------------------------------------------------------------- */
/* PAIA manual                                                                                    */
/* -------------------------------------------------------------------------------------------- */

export const paiaManual: LegalPageContent = {
  intro: legal.paia,
  updated: '2026-11-01',
  sections: [
    {
      id: 'about-this-manual',
      heading: 'About this manual',
      blocks: [
        `${site.legalName} is a private body under the Promotion of Access to Information Act 2 of 2000 (PAIA). Section 51 of the Act requires every private body to publish a manual that helps people use their right of access to information. This is our manual.`,
        'PAIA gives effect to the right of access to information in section 32 of the Constitution. You may ask for a record we hold if you need it to exercise or protect a right, as long as you follow the procedure in the Act and none of the grounds of refusal in the Act applies.',
        'The Protection of Personal Information Act 4 of 2013 (POPIA) amended section 51, so this manual also describes how we process personal information.',
        'Use this manual to:',
        {
          list: [
            'find out which records we hold;',
            'see which records you can have without a formal request;',
            'learn how to ask for a record, what it may cost and how long it takes;',
            'understand when the Act allows or requires us to refuse a request, and what you can do if you disagree;',
            'see how we process personal information.',
          ],
        },
        'This manual is a guide to the Act, not legal advice. Where it differs from the Act or the regulations, the Act and the regulations apply.',
      ],
    },
    {
      id: 'information-officer',
      heading: 'Our Information Officer',
      blocks: [
        'Under PAIA and POPIA, the head of a private body is its Information Officer. Our Information Officer deals with requests for access to records and oversees how we protect personal information, helped by our Deputy Information Officer.',
        'Address requests and questions to our Information Officer, or to our Deputy Information Officer:',
        {
          details: [
            {
              term: 'E-mail',
              text: [
                contactEmail('PAIA request: for the Information Officer'),
                ', with “For the Information Officer” in the subject line',
              ],
            },
            {
              term: 'Online',
              text: [
                'Our ',
                contactPage,
                `: choose “${contactTopicLabels.other}” as the subject and say that your message is for the Information Officer`,
              ],
            },
            { term: 'Where we are', text: office.region },
            {
              term: 'Street and postal address',
              text: 'Our Information Officer will give you the address for delivering a request by hand or by post when you ask.',
            },
          ],
        },
      ],
    },
    {
      id: 'regulator-guide',
      heading: 'The Information Regulator’s guide to PAIA',
      blocks: [
        'Section 10 of PAIA requires the Information Regulator to make available a guide on how to use the Act, in each official language. The guide explains, among other things, the purpose of the Act, how to ask for records from public and private bodies, the help the Regulator can give you, the remedies available to you and the fees that apply.',
        [
          'You can get the guide from the Information Regulator’s website, ',
          regulatorWebsite,
          ', or from its offices. You can also ask our Information Officer for a copy.',
        ],
      ],
    },
    {
      id: 'records-we-hold',
      heading: 'Records we hold',
      lead: 'The categories of records we keep, by subject.',
      blocks: [
        'That a category is listed here does not mean that we will give access to every record in it: each request is considered under the Act, and some records may be refused on the grounds explained under “When we may refuse a request”.',
      ],
      subsections: [
        {
          heading: 'Company records',
          blocks: [
            {
              list: [
                'Memorandum of incorporation and records of our registration',
                'Minutes and resolutions of the board, its committees and shareholders',
                'Registers of directors and of securities holders',
                'Governance policies, committee charters and delegations of authority',
                'Correspondence with regulators and supervisory authorities',
              ],
            },
          ],
        },
        {
          heading: 'Financial records',
          blocks: [
            {
              list: [
                'Annual financial statements and audit reports',
                'Accounting records, such as ledgers, journals, invoices and statements',
                'Tax records and returns',
                'Banking records',
                'Budgets, forecasts and asset registers',
                'Insurance policies and claims',
              ],
            },
          ],
        },
        {
          heading: 'Personnel records',
          blocks: [
            {
              list: [
                'Employment contracts and conditions of employment',
                'Employees’ personal and contact details',
                'Payroll, tax and benefit records, such as retirement fund and medical scheme records',
                'Leave, performance and training records',
                'Disciplinary and grievance records',
                'Employment equity plans and reports, and skills development records',
                'Health and safety records',
                'Records of job applicants',
              ],
            },
          ],
        },
        {
          heading: 'Client and participant records',
          blocks: [
            {
              list: [
                'Agreements with the banks, businesses and other institutions that use our services (our participants and clients)',
                'Records of admitting participants and clients, including the checks we carry out',
                'Contact details of participants’ and clients’ representatives',
                'Service, billing and support records, including incident reports',
                'Correspondence with participants and clients',
              ],
            },
          ],
        },
        {
          heading: 'Operational records',
          blocks: [
            {
              list: [
                'Records of the payments we clear and switch, kept as the payment system rules and the law require',
                'Operating rules, procedures and manuals',
                'Service level agreements, and agreements with suppliers and service providers',
                'Risk management, compliance and business continuity records',
                'Internal and external audit reports',
                'Marketing and communication material',
              ],
            },
          ],
        },
        {
          heading: 'Information technology records',
          blocks: [
            {
              list: [
                'Information technology and information security policies and standards',
                'System and network documentation',
                'Software licences and support agreements',
                'Access records and security logs',
                'Backup and disaster recovery plans',
                'Project documentation',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'records-without-request',
      heading: 'Records available without a request',
      blocks: [
        'You do not need to make a request under PAIA for the following records. They are published on this website or available from us on request:',
        {
          list: [
            'the information on this website, including our news, insights and service descriptions;',
            'the documents listed under “Documents to download” below;',
            'our media releases and brochures;',
            'this manual;',
            ['our ', privacyStatementLink, ' and terms of use.'],
          ],
        },
      ],
    },
    {
      id: 'records-under-other-laws',
      heading: 'Records kept under other laws',
      blocks: [
        'We keep some records because other laws require us to, and some of those laws give certain people a right to see them. Where another law gives you access to a record, you may use that law to ask for it. The laws include:',
        {
          list: [
            'Basic Conditions of Employment Act 75 of 1997',
            'Broad-Based Black Economic Empowerment Act 53 of 2003',
            'Companies Act 71 of 2008',
            'Compensation for Occupational Injuries and Diseases Act 130 of 1993',
            'Electronic Communications and Transactions Act 25 of 2002',
            'Employment Equity Act 55 of 1998',
            'Financial Intelligence Centre Act 38 of 2001',
            'Financial Sector Regulation Act 9 of 2017',
            'Income Tax Act 58 of 1962',
            'Labour Relations Act 66 of 1995',
            'National Payment System Act 78 of 1998',
            'Occupational Health and Safety Act 85 of 1993',
            'Protection of Personal Information Act 4 of 2013',
            'Skills Development Act 97 of 1998',
            'Skills Development Levies Act 9 of 1999',
            'Tax Administration Act 28 of 2011',
            'Unemployment Insurance Act 63 of 2001',
            'Unemployment Insurance Contributions Act 4 of 2002',
            'Value-Added Tax Act 89 of 1991',
          ],
        },
        'This list is not complete, and we update it when the law changes.',
      ],
    },
    {
      id: 'how-to-request',
      heading: 'How to request a record',
      blocks: [
        {
          ordered: true,
          list: [
            [
              'Complete Form 2 (Request for access to record) of the PAIA regulations. You can download it from the Information Regulator’s website, ',
              regulatorWebsite,
              ', or ask our Information Officer for a copy.',
            ],
            'Describe the record you want in enough detail for us to find it, say in which form you want access (for example a copy, or to look at the record) and tell us how to reach you.',
            'Say which right you want to exercise or protect, and explain why you need the record to do so.',
            'Include proof of your identity, such as a copy of your identity document.',
            [
              'Send the form to our Information Officer by e-mail at ',
              contactEmail('PAIA request: for the Information Officer'),
              ', or ask through our ',
              contactPage,
              ' how to deliver it by hand or by post.',
            ],
            'Pay the request fee when we ask for it (see “Fees” below). We process your request once it is paid.',
          ],
        },
        'If you ask on behalf of someone else, include proof of the capacity in which you ask, such as a letter of authority or a power of attorney.',
        'If you need help to complete the form, ask our Information Officer.',
        'We tell you in writing whether we grant your request. If we refuse it, we give reasons and tell you how you can challenge our decision.',
      ],
    },
    {
      id: 'timelines',
      heading: 'How long it takes',
      blocks: [
        'We decide on your request as soon as reasonably possible, and in any case within 30 days after we receive it (section 56).',
        'We may extend this period once, by no more than 30 days, if (section 57):',
        {
          list: [
            'the request is for a large number of records, or needs a search through a large number of records, and answering within 30 days would unreasonably interfere with our work;',
            'the records are kept at an office in another town or city and cannot reasonably be found in time;',
            'we need to consult people inside or outside the company, and cannot reasonably do so in time; or',
            'you agree to the extension in writing.',
          ],
        },
        'If we extend the period, we tell you within the first 30 days, with our reasons, and tell you that you may complain to the Information Regulator or apply to a court about the extension.',
        'If your request is about another person or organisation, the Act requires us to tell them and to let them make representations before we decide.',
        'If we do not decide within the time the Act allows, your request is treated as refused (section 58).',
      ],
    },
    {
      id: 'fees',
      heading: 'Fees',
      blocks: [
        'The Act allows two kinds of fee, set in the regulations made under the Act:',
        {
          list: [
            'a request fee, which we ask for before we process your request. You do not pay it if you ask for a record of personal information about yourself;',
            'an access fee, for the time reasonably needed to search for and prepare the record, for copies or transcriptions, and for postage if you want the record posted.',
          ],
        },
        'The amounts are those prescribed in the regulations, which are updated from time to time. We tell you in writing how much you must pay before we process your request.',
        'If searching for and preparing the record will take longer than the regulations allow for without a deposit, we may ask you to pay a deposit of no more than one third of the access fee before we continue. If we then refuse your request, we repay the deposit.',
        'We give you access once you have paid the fees due. You may complain to the Information Regulator, or apply to a court, about a fee or deposit you are asked to pay.',
      ],
    },
    {
      id: 'refusal',
      heading: 'When we may refuse a request',
      blocks: [
        'We must give you access to a record unless the Act allows or requires us to refuse. The grounds of refusal are in chapter 4 of part 3 of the Act. In short, we must or may refuse access to protect:',
        {
          list: [
            'the privacy of a third party who is a natural person, including a person who has died, where disclosure would be unreasonable (section 63);',
            'commercial information of a third party, such as trade secrets, or financial, commercial, scientific or technical information whose disclosure would be likely to harm them (section 64);',
            'information a third party gave us in confidence, where disclosing it would breach a duty of confidence we owe them under an agreement (section 65);',
            'the safety of individuals and the protection of property (section 66);',
            'records privileged from production in legal proceedings, unless the privilege has been waived (section 67);',
            'our own commercial information, such as trade secrets, information whose disclosure would be likely to cause us commercial or financial harm or put us at a disadvantage in negotiations or competition, and computer programs we own (section 68);',
            'research information of a third party or of Mzansi Clearing, where disclosure would be likely to expose the researcher or the subject of the research to serious disadvantage (section 69).',
          ],
        },
        'Even where one of these grounds applies, we must give access if disclosing the record would reveal evidence of a substantial contravention of the law, or an imminent and serious risk to public safety or the environment, and the public interest in disclosure clearly outweighs the harm (section 70).',
        'If only part of a record may be refused, we give you access to the rest (section 59).',
        'If, after a thorough search, a record cannot be found or does not exist, we tell you so in an affidavit or affirmation that describes the steps we took to find it (section 55).',
        'The Act does not apply to a record requested for criminal or civil proceedings after those proceedings have begun, where another law provides for access to the record (section 7).',
      ],
    },
    {
      id: 'remedies',
      heading: 'If you are not satisfied',
      blocks: [
        'PAIA provides an internal appeal only against public bodies, so there is no internal appeal against our decisions. If you disagree with a decision we make on your request, for example to refuse access, to charge a fee or deposit, to extend the time or about the form of access, you may:',
        {
          list: [
            [
              'lodge a complaint with the Information Regulator within 180 days of our decision (sections 77A and 77B). Its website, ',
              regulatorWebsite,
              ', explains how; or',
            ],
            'apply to a court for appropriate relief within 180 days (sections 78 and 82). In general you must first have used the Information Regulator’s complaint procedure.',
          ],
        },
        'A third party affected by our decision to grant access to a record has the same remedies.',
      ],
    },
    {
      id: 'personal-information',
      heading: 'How we process personal information',
      blocks: [
        [
          'POPIA requires this manual to describe how we process personal information. Our ',
          privacyStatementLink,
          ' explains in more detail how this website handles personal information.',
        ],
      ],
      subsections: [
        {
          id: 'processing-purposes',
          heading: 'Why we process personal information',
          blocks: [
            {
              list: [
                'To clear and switch payments, and to provide our other services, as our participants instruct and as the payment system rules require',
                'To admit, manage and communicate with our participants, clients and suppliers',
                'To employ and manage our staff, and to consider job applications',
                'To meet our legal and regulatory obligations, including reporting to regulators and supervisory authorities',
                'To protect our systems, premises and people, and to detect and prevent fraud and other crime',
                'To keep accounting and tax records',
                'To answer enquiries and to run this website',
                'To establish, exercise or defend legal claims',
              ],
            },
          ],
        },
        {
          id: 'data-subjects',
          heading: 'Whose personal information we process',
          blocks: [
            'POPIA protects information about existing organisations (juristic persons) as well as about people. We process information about:',
            {
              list: [
                'participants and clients: names, registration numbers, addresses, banking and billing details, and the names and contact details of their representatives;',
                'people whose payments we clear and switch: the details in the payment instructions our participants send us, such as names, account numbers and amounts;',
                'employees and job applicants: identity numbers, contact details, qualifications, employment history, and banking and tax details, and, only as POPIA allows, special personal information such as race or health information that employment equity and health and safety laws require;',
                'suppliers and service providers: names, registration numbers, contact details and banking details;',
                'visitors to our offices: names, identity numbers and the times of their visits;',
                'people who contact us or use this website: as our privacy statement describes.',
              ],
            },
          ],
        },
        {
          id: 'recipients',
          heading: 'Who receives personal information',
          blocks: [
            'We share personal information only as the purposes above require, or as the law requires, with:',
            {
              list: [
                'our participants and the other parties to a payment, as needed to clear and settle it;',
                'regulators and supervisory authorities, such as the South African Reserve Bank and the payment system management body, when the law or the payment system rules require;',
                'the South African Revenue Service, the Financial Intelligence Centre, law enforcement agencies and courts, when the law requires;',
                'our service providers, such as information technology and hosting providers, auditors, legal advisers, insurers and benefit administrators, under contracts that require them to keep the information confidential and secure.',
              ],
            },
          ],
        },
        {
          id: 'cross-border-transfers',
          heading: 'Transfers outside South Africa',
          blocks: [
            'We clear some payments across borders in the Southern African Development Community (SADC) region, and some of our service providers may store or process information outside South Africa. We send personal information outside South Africa only as section 72 of POPIA allows, for example where:',
            {
              list: [
                'the recipient is subject to a law, binding corporate rules or an agreement that gives protection substantially similar to POPIA;',
                'the person concerned consents;',
                'the transfer is needed to perform a contract with the person concerned, or a contract in their interest.',
              ],
            },
          ],
        },
        {
          id: 'security-measures',
          heading: 'How we keep personal information secure',
          blocks: [
            'We take appropriate, reasonable technical and organisational measures to keep personal information secure, as section 19 of POPIA requires. They include:',
            {
              list: [
                'access to systems and information only for people who need it, with strong authentication;',
                'encryption of information in transit, and at rest where appropriate;',
                'network security, monitoring and logging;',
                'regularly tested backups and business continuity plans;',
                'contracts that require our service providers to keep personal information confidential and secure;',
                'staff training and confidentiality undertakings;',
                'regular reviews, audits and testing of our security controls.',
              ],
            },
            'If we have reasonable grounds to believe that personal information has been accessed or acquired by someone without authority, we notify the Information Regulator and the people affected, as section 22 of POPIA requires.',
          ],
        },
      ],
    },
    {
      id: 'availability',
      heading: 'Where to find this manual',
      blocks: [
        'This manual is available:',
        {
          list: [
            'on this website;',
            'at our offices, for inspection during normal business hours;',
            'from our Information Officer on request; we may charge a reasonable amount for a printed copy;',
            'to the Information Regulator on request.',
          ],
        },
        'We update the manual when our records or the law change. The date at the top of this page shows when it last changed.',
      ],
    },
  ],
  documents,
  callToAction: contactCallToAction(
    'Questions about a request?',
    `Ask our Information Officer through our contact page, or e-mail ${site.contactEmail}.`,
  ),
}

/* -------------------------------------------------------------------------------------------- */
/* Privacy statement                                                                              */
/* -------------------------------------------------------------------------------------------- */

export const privacyStatementPage: LegalPageContent = {
  intro: legal.privacyStatement,
  updated: '2026-11-01',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        `${site.legalName} clears and switches electronic payments between banks and businesses in South Africa and the SADC region.`,
        'For the personal information described in this statement, we are the responsible party under POPIA: we decide why and how it is processed.',
        [
          'This statement covers this website and messages you send us. Our ',
          paiaManualLink,
          ' describes the personal information we process in the rest of our business.',
        ],
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      subsections: [
        {
          heading: 'When you send us a message',
          blocks: [
            'When you use the form on our contact page, we collect:',
            {
              list: [
                'your name;',
                'your e-mail address;',
                'your cellphone number, if you give it;',
                'your organisation, if you give it;',
                'the subject you choose;',
                'your message.',
              ],
            },
            'You decide what to write in your message. Please do not include account numbers, PINs, passwords or other sensitive information.',
            'With your message we store a hash of your network (IP) address: a code made from the address with a secret value, which cannot practically be turned back into the address. It lets us see whether several messages came from the same network, so that we can stop abuse, without storing the address itself.',
          ],
        },
        {
          heading: 'When you visit the website',
          blocks: [
            'Like every website, ours receives your network address and the details your browser sends with each request, such as the page you ask for. They are needed to deliver the page. We also use your network address for a short time to protect the website, for example to limit how many messages one network can send in an hour.',
            'We do not use advertising or tracking cookies, and we do not build profiles of visitors.',
          ],
        },
        {
          heading: 'What the website keeps in your browser',
          blocks: [
            'The website stores a few things in your browser’s local storage, on your device:',
            {
              list: [
                'a random notification id, which does not identify you. The website sends it to us so that you see each site notice only once, and we record which notices that id has seen;',
                'your choice of light or dark theme, which stays in your browser;',
                'your replies (RSVPs) to upcoming talks, which stay in your browser and are not sent to us.',
              ],
            },
            'The website may also keep copies of its pages and files in your browser so that it loads faster and works when you are offline.',
            'You can remove all of these by clearing this website’s data in your browser. The website still works: you may see site notices again, and the theme follows your device’s setting.',
          ],
        },
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Why we use it',
      blocks: [
        'We use personal information:',
        {
          list: [
            'to answer your message and to follow up on it;',
            'to keep the website and our systems secure, and to prevent abuse such as spam;',
            'to run the website, for example to show you each site notice only once;',
            'to meet our legal obligations.',
          ],
        },
        'We do not use it for purposes that are incompatible with these.',
      ],
      subsections: [
        {
          heading: 'Our lawful basis',
          blocks: [
            'POPIA allows processing only on the grounds in section 11. We rely on:',
            {
              list: [
                'consent: when you send a message, you agree that we may use your details to answer it. You may withdraw your consent at any time; this does not affect what we did before you withdrew it;',
                'legitimate interest: we use the hash of your network address and the notification id to protect and run the website, which is in our legitimate interest;',
                'legal obligation: we keep or disclose information when a law requires us to.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'who-we-share-with',
      heading: 'Who we share it with',
      blocks: [
        'We do not sell personal information. We share it only with:',
        {
          list: [
            'service providers who host and support the website and our e-mail, under written contracts that require them to keep the information confidential and secure and to use it only as we instruct (sections 20 and 21 of POPIA);',
            'our professional advisers, such as auditors and lawyers, who owe us a duty of confidentiality;',
            'regulators, law enforcement agencies and courts, when the law requires it.',
          ],
        },
      ],
    },
    {
      id: 'how-long-we-keep-it',
      heading: 'How long we keep it',
      blocks: [
        'We keep personal information only as long as we need it for the purpose we collected it for, unless a law requires or allows us to keep it longer, or you agree (section 14 of POPIA).',
        {
          list: [
            'Messages you send us: as long as we need them to answer you and deal with any follow-up. Then we delete them or de-identify them.',
            'Network address hashes and records of which notices a notification id has seen: as long as we need them to protect and run the website. They hold no names or contact details.',
            'What the website keeps in your browser: until you clear it.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        'We protect personal information with appropriate, reasonable technical and organisational measures, as section 19 of POPIA requires. For example:',
        {
          list: [
            'information sent between your browser and the website is encrypted;',
            'only staff who need to read contact messages can see them;',
            'we store your network address only as a hash;',
            'we limit how often messages can be sent, to prevent abuse;',
            'our service providers must keep the information confidential and secure.',
          ],
        },
        'No way of sending or storing information is completely secure. If we have reasonable grounds to believe that your personal information has been accessed or acquired by someone without authority, we will tell you and the Information Regulator, as section 22 of POPIA requires.',
      ],
    },
    {
      id: 'cross-border-transfers',
      heading: 'Transfers outside South Africa',
      blocks: [
        'Some of our service providers may store or process information outside South Africa. We send personal information outside South Africa only as section 72 of POPIA allows: for example, where the recipient is subject to a law, binding corporate rules or an agreement that gives protection substantially similar to POPIA, or where you consent.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        'Under POPIA you have the right to:',
        {
          list: [
            'ask whether we hold personal information about you, free of charge, and ask for a record of it (section 23);',
            'ask us to correct or delete personal information that is inaccurate, irrelevant, excessive, out of date, incomplete, misleading or obtained unlawfully, or to destroy or delete a record we are no longer allowed to keep (section 24);',
            'object, on reasonable grounds, to processing based on our legitimate interest, and object at any time to direct marketing (section 11);',
            'withdraw your consent at any time;',
            'complain to the Information Regulator.',
          ],
        },
        'To use these rights, contact our Information Officer as described under “Contact us” below. We may ask you to prove your identity first. If a fee applies for a copy of a record, we give you a written estimate before we go ahead.',
        [
          'If you are not satisfied with how we handle your personal information, you may lodge a complaint with the Information Regulator. Its website, ',
          regulatorWebsite,
          ', explains how.',
        ],
      ],
    },
    {
      id: 'direct-marketing',
      heading: 'Direct marketing',
      blocks: [
        'We do not send you direct marketing by e-mail, SMS or any other electronic communication unless you have agreed to receive it (section 69 of POPIA). Sending us a message is not consent to marketing.',
        'If you agree to receive marketing, every message tells you how to stop it, and you can opt out at any time.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        'This website is not aimed at children. We do not knowingly collect personal information about anyone under 18 without the consent of a parent or guardian. If you are under 18, please ask a parent or guardian to contact us for you.',
        'If we find that we have collected a child’s personal information without that consent, we delete it.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this statement',
      blocks: [
        'We may change this statement, for example when the website or the law changes. We publish every change on this page, and the date at the top shows when the statement last changed.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        'For questions about this statement, or to use your rights, contact our Information Officer or our Deputy Information Officer:',
        {
          details: [
            {
              term: 'E-mail',
              text: [
                contactEmail('Privacy: for the Information Officer'),
                ', with “For the Information Officer” in the subject line',
              ],
            },
            {
              term: 'Online',
              text: ['Our ', contactPage, `: choose “${contactTopicLabels.other}” as the subject`],
            },
          ],
        },
      ],
    },
  ],
  documents,
  callToAction: contactCallToAction(
    'Questions about your personal information?',
    `Contact our Information Officer through our contact page, or e-mail ${site.contactEmail}.`,
  ),
}

/* -------------------------------------------------------------------------------------------- */
/* Terms of use                                                                                   */
/* -------------------------------------------------------------------------------------------- */

export const termsOfUse: LegalPageContent = {
  intro: legal.terms,
  updated: '2026-11-01',
  sections: [
    {
      id: 'acceptance',
      heading: 'Accepting these terms',
      blocks: [
        `These terms apply to your use of the ${site.name} website. By using the website you accept them. If you do not accept them, please do not use the website.`,
        'Some of these terms limit our liability or place risks on you. We explain them in plain language under “Limits of our liability”; please read that section carefully.',
      ],
    },
    {
      id: 'who-may-use',
      heading: 'Who may use the website',
      blocks: [
        'Anyone may use the public parts of the website for lawful purposes. If you use the website on behalf of an organisation, you accept these terms for that organisation too.',
        'If you are under 18, use the website with the permission of a parent or guardian.',
      ],
    },
    {
      id: 'information-only',
      heading: 'Information only, not advice',
      blocks: [
        'The website gives general information about Mzansi Clearing, our services and the payments industry. It is not financial, investment, legal, tax or other professional advice, and it is not an offer or a recommendation to do anything. Get advice that suits your circumstances before you act on it.',
        'If you have a question about a specific payment, contact your own bank: it can trace the payment with us on your behalf.',
      ],
    },
    {
      id: 'accuracy',
      heading: 'Accuracy and illustrative data',
      blocks: [
        'We take care that the information on the website is accurate when we publish it, but it may change without notice, and we do not promise that it is complete, current or free of errors.',
        'Some charts and figures are marked “Illustrative data”. They show example figures to explain a trend or how a service works. They are not actual figures: do not rely on them or quote them as facts.',
        'The documents we publish, such as rules and disclosure frameworks, apply as their own text says. Where a document and a summary on the website differ, the document applies.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        'The content of the website, including its text, graphics, images, charts, documents and software, belongs to Mzansi Clearing or to others who have licensed it to us, and is protected by the Copyright Act 98 of 1978 and other laws. Our name and logo may not be used without our written permission.',
        'You may view, download and print content for your own information or for use inside your organisation, and share links to our pages, as long as you do not change the content, you keep any copyright notice, and you do not suggest that we endorse you. Any other use, such as republishing, selling or including our content in another product or service, needs our written permission.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        'You must not:',
        {
          list: [
            'use the website for any unlawful purpose, or in a way that breaks any law, including the Cybercrimes Act 19 of 2020;',
            'try to gain access without permission to the website, our systems or other people’s information, or probe, scan or test them for weaknesses without our written permission;',
            'attack the website, for example with denial-of-service attacks or harmful code, or interfere with how it works;',
            'use automated tools to copy or download content in a way that places an unreasonable load on the website or gets around its limits;',
            'send spam or unlawful, offensive or misleading content through the contact form, or pretend to be someone else;',
            'use our content to mislead anyone about Mzansi Clearing, or to suggest a link with us or an endorsement by us that does not exist.',
          ],
        },
        'We may block access to the website and report unlawful conduct to the authorities.',
      ],
    },
    {
      id: 'other-websites',
      heading: 'Links to other websites',
      blocks: [
        'The website links to websites we do not control, such as those of regulators and industry bodies. We provide these links for your convenience. We are not responsible for those websites’ content, availability, security or privacy practices, and a link is not an endorsement. Their own terms and privacy policies apply.',
      ],
    },
    {
      id: 'member-services',
      heading: 'Member services',
      blocks: [
        'Our member services, including the login and registration pages, are only for participants and the users they authorise. Access to and use of those services are governed by the participant agreements, the applicable rules and the services’ own terms, not by these terms. Where they differ from these terms, they apply.',
        'Do not try to use member services without authorisation.',
      ],
    },
    {
      id: 'availability',
      heading: 'Availability of the website',
      blocks: [
        'We aim to keep the website available, but we do not promise that it will always be available or free of errors or harmful code. We may change, suspend or withdraw any part of it, for example for maintenance, without notice.',
        'The website’s availability says nothing about the availability of our clearing and switching services. Participants should use the channels set out in their agreements.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limits of our liability',
      blocks: [
        {
          notice:
            'Please read this section carefully: it limits our liability to you and places risks on you.',
        },
        'To the extent the law allows, Mzansi Clearing and its directors, employees and agents are not liable for any loss or damage, whether direct, indirect or consequential, that arises from your use of the website or your inability to use it, from relying on information on the website or on a linked website, or from harmful code that reaches you through the website.',
        'Nothing in these terms excludes or limits liability that the law does not allow to be excluded or limited, including liability for loss caused by our gross negligence or wilful misconduct.',
        'The Consumer Protection Act 68 of 2008 applies only to some users and some transactions. Where it applies to you, these terms do not take away the rights it gives you, and they must be read so that they do not conflict with it.',
        'Where chapter VII of the Electronic Communications and Transactions Act 25 of 2002 applies to an electronic transaction with us, these terms do not take away the rights it gives consumers.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      blocks: [
        [
          'Our ',
          privacyStatementLink,
          ' explains how we handle personal information you give us through the website and what the website keeps in your browser.',
        ],
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        'These terms are governed by the law of the Republic of South Africa, and the courts of the Republic of South Africa have jurisdiction over disputes about them.',
        'If a court finds any part of these terms invalid, the rest of the terms still apply.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may change these terms by publishing a new version on this page. The date at the top shows when they last changed. The changed terms apply from the date they are published; if you keep using the website after that, you accept them.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        [
          'If you have a question about these terms, send us a message through our ',
          contactPage,
          ' or e-mail us at ',
          contactEmail('Terms of use'),
          '.',
        ],
      ],
    },
  ],
  documents,
  callToAction: contactCallToAction(
    'Questions about these terms?',
    `Send us a message through our contact page, or e-mail ${site.contactEmail}.`,
  ),
}

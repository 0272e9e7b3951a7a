import type { PageCopy } from './types'

export const company = {
  aboutUs: {
    heading: 'About Mzansi Clearing',
    intro:
      'We are a payments clearing and switching provider for South Africa and the wider Southern African region. Banks, businesses and payment providers use our systems to exchange electronic payments with one another, from batch EFT credits and debit orders to card, ATM and instant payments. Our job is to make sure that each payment reaches the right institution, is cleared under the industry’s rules and can be settled accurately.',
    description:
      'Who we are: a payments clearing and switching provider helping banks, businesses and payment providers in Southern Africa exchange electronic payments.',
  },
  whatWeDo: {
    heading: 'What we do',
    intro:
      'We sit between financial institutions and carry the payments their customers make to one another. When a payment leaves one bank for another, we receive it, check it against the rules of the payment stream it belongs to and deliver it to the receiving institution. We also keep count of what each participant owes the others, so that they can settle in central bank money through the South African Reserve Bank’s settlement system.',
    description:
      'How we receive, check and deliver payments between financial institutions, and count what each owes the others for settlement at the Reserve Bank.',
  },
  pricingPhilosophy: {
    heading: 'Our pricing philosophy',
    intro:
      'We price our services so that the cost of moving money stays low for the banks and businesses that use them and, in the end, for the people who pay and are paid. Our fees are set per transaction or per service, made known to participants in advance and applied in the same way to every participant that uses the same service. We review them as volumes, costs and the needs of the payment system change.',
    description:
      'How we set our fees: per transaction or per service, made known to participants in advance, applied equally, and reviewed as volumes and costs change.',
  },
  keyRules: {
    heading: 'Key rules and procedures',
    intro:
      'Every payment stream we clear runs under rules agreed by its participants within the framework of the Payments Association of South Africa (PASA) and the National Payment System Act 78 of 1998, with the South African Reserve Bank as overseer. Our key rules and procedures set out how participants connect to us, submit and receive transactions, handle disputes and exceptions, and meet their settlement obligations.',
    description:
      'The rules under PASA and the National Payment System Act for connecting to us, submitting and receiving transactions, disputes and settlement.',
  },
  leadership: {
    heading: 'Our leadership',
    intro:
      'We are led by an executive team responsible for the day-to-day running of our systems and services, and by a board of directors that sets our strategy and oversees governance, risk and compliance. Together they are accountable to the institutions that rely on our services and to the authorities that oversee the national payment system.',
    description:
      'How we are led and governed: the executive team that runs our systems and services, and the board that sets strategy and oversees governance and risk.',
  },
  futureOfPayments: {
    heading: 'The future of payments',
    intro:
      'Payments in South Africa are moving from batches processed a few times a day to instant transfers available around the clock, from account numbers to identifiers such as cellphone numbers, and from paper mandates to ones that customers approve with their own bank. The move to the ISO 20022 messaging standard lets every payment carry richer, structured data. We are preparing our systems for these changes and working with participants and regulators on what they mean for banks, businesses and consumers.',
    description:
      'Instant payments around the clock, cellphone numbers for account numbers, mandates approved at your bank, ISO 20022: where South African payments are heading.',
  },
  csr: {
    heading: 'Social responsibility',
    intro:
      'A payment system is only as useful as the number of people who can use it with confidence. Our social responsibility work focuses on financial inclusion and literacy, helping people understand digital payments and protect themselves from fraud, and on education and skills development in the communities where our people live and work.',
    description:
      'Our social responsibility work: financial inclusion and literacy, helping people protect themselves from payment fraud, and education and skills development.',
  },
  careers: {
    heading: 'Careers at Mzansi Clearing',
    intro:
      'Working with us means building and running the systems that people rely on when they are paid, buy groceries or draw cash. We look for people in software engineering, infrastructure, information security, data, operations, risk and the business functions that support them, and we help them grow their skills as the payments industry changes.',
    description:
      'Build and run the systems people rely on to be paid, shop and draw cash: careers in engineering, security, data, operations, risk and business functions.',
  },
  heritage: {
    heading: 'Our history',
    intro:
      'Clearing began on paper: cheques and vouchers were carried to clearing houses, sorted and exchanged between banks. The industry moved on to magnetic tape, then to electronic batch files and card networks, and now to payments that clear in seconds. This page follows the milestones of the South African payment system that our work builds on.',
    description:
      'From cheques carried to clearing houses to payments that clear in seconds: the milestones of the South African payment system that our work builds on.',
  },
  speakers: {
    heading: 'Speakers’ Corner',
    intro:
      'Speakers’ Corner is where our specialists share their views on payments, fraud, regulation, data and technology through talks, panel discussions and interviews. If you are organising an event and would like one of our speakers to take part, contact us with the topic, date and audience.',
    description:
      'Talks, panel discussions and interviews by our specialists on payments, fraud, regulation, data and technology, and how to invite one to your event.',
  },
} satisfies Record<string, PageCopy>

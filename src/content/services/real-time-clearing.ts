import type { ServiceDetail, ServiceListing } from './types'

export const service: ServiceListing = {
  key: 'realTimeClearing',
  group: 'Real-time Payments',
  heading: 'Real-Time Clearing (RTC)',
  summary:
    'Credit transfers to an account at another bank, usually cleared within a minute, at any hour of any day.',
  path: '/services/real-time-clearing',
}

export const detail: ServiceDetail = {
  service,
  intro:
    'Real-Time Clearing lets a person or business send a credit transfer to an account at another South African bank and have the money cleared and available to the recipient usually within a minute, at any time of the day or night. We carry each payment from the sending bank to the receiving bank as a single instruction, confirm that it has been accepted, and record the obligations between the banks for settlement.',
  whatItIs: [
    'Real-Time Clearing (RTC) was introduced in South Africa in 2006 for payments that cannot wait for the next batch EFT window. The payer makes the payment through their bank’s app, internet banking or a branch, using the recipient’s account number and branch code. Banks offer it under names such as immediate, instant or real-time payment.',
    'Instead of waiting in a file, each payment travels on its own. The receiving bank checks the account and either accepts the payment and credits the recipient, or rejects it, and the answer comes back to the paying bank, usually within about a minute.',
    'Most banks offer RTC at any time of day, including weekends and public holidays. Each bank decides how it offers the service to its customers, sets its own limits per payment and per day, and sets its own fees. Because each payment is processed individually, a real-time payment costs more than a batch EFT.',
    'Once the receiving bank has accepted a real-time payment, it is irrevocable: the paying bank cannot call it back. We carry each payment between the banks and record what each bank owes the others. The banks settle those amounts with one another in SAMOS at the Reserve Bank.',
  ],
  audience: {
    lead: 'RTC suits payments where speed matters more than cost. It is used by:',
    items: [
      'People paying a deposit, a private seller or an urgent bill into an account at another bank.',
      'Businesses paying suppliers that release goods only once the money has arrived.',
      'Lenders and insurers paying out loans and claims on the day they are approved.',
      'Banks offering immediate interbank payments to their customers.',
    ],
  },
  steps: [
    {
      title: 'The payment is made',
      text: 'The payer chooses a real-time or immediate payment in their banking channel and enters the recipient’s account details and the amount.',
    },
    {
      title: 'The paying bank sends it',
      text: 'The payer’s bank checks the payment against its limits and the payer’s available balance, takes the money from the payer’s account and sends the instruction to us.',
    },
    {
      title: 'We route it',
      text: 'We check the instruction and pass it straight to the receiving bank.',
    },
    {
      title: 'Accepted and credited',
      text: 'The receiving bank checks the account. If it accepts the payment, it credits the recipient; if it rejects it, the paying bank returns the money to the payer. Either way, the answer comes back through us.',
    },
    {
      title: 'Settlement',
      text: 'We record the obligation between the two banks, and the banks settle with one another in SAMOS at the Reserve Bank.',
    },
  ],
  features: [
    {
      heading: 'Cleared within about a minute',
      text: 'The recipient has the money within about a minute of the payment being sent, instead of waiting for the next batch processing window.',
    },
    {
      heading: 'Available around the clock',
      text: 'RTC runs 24 hours a day, every day of the year, so payments can be made at night, over weekends and on public holidays at banks that offer it at those times.',
    },
    {
      heading: 'Confirmed acceptance',
      text: 'The receiving bank confirms whether it has accepted the payment, so the paying bank can tell the payer whether the money has gone through.',
    },
    {
      heading: 'Irrevocable once accepted',
      text: 'An accepted payment cannot be called back by the payer or the paying bank, which gives the recipient certainty that the money is theirs.',
    },
    {
      heading: 'No registration needed',
      text: 'Payments go to an ordinary account number and branch code. The recipient does not need to sign up for anything, as long as their bank takes part in RTC.',
    },
  ],
  related: ['rapidPayments', 'eft', 'accountVerification', 'fraudMitigation'],
  faqs: [
    {
      question: 'How quickly does a real-time payment arrive?',
      answer:
        'Usually within about a minute of your bank sending it, if the recipient’s bank takes part in RTC and accepts the payment. Your bank’s own checks, such as fraud checks, can sometimes hold a payment for longer before it is sent.',
    },
    {
      question: 'Why does a real-time payment cost more than an ordinary EFT?',
      answer:
        'Each real-time payment is processed on its own and straight away, at any hour, while batch EFT payments are processed together in files. Your bank sets the fee and can tell you what it charges.',
    },
    {
      question: 'Can I reverse a real-time payment?',
      answer:
        'No, not once the receiving bank has accepted it. If you paid the wrong account, or were tricked into paying, contact your bank immediately. It may be able to ask the receiving bank for help, but the money cannot be taken back without the recipient’s bank and is not guaranteed to be recovered. Check the account details carefully before you pay.',
    },
    {
      question: 'Is RTC the same as PayShap?',
      answer:
        'No. Both are instant, but an RTC payment is addressed to an account number and branch code, while PayShap, run through the Rapid Payments Programme, lets you pay to a ShapID such as a cellphone number and is designed for low-value payments. Your bank decides which services it offers and what each costs.',
    },
    {
      question: 'Can I make a real-time payment at night or on a public holiday?',
      answer:
        'At most banks, yes. RTC runs around the clock, but each bank decides when it offers real-time payments and may set different limits at different times. Check with your bank.',
    },
  ],
}

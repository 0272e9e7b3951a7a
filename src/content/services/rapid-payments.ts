import type { ServiceDetail, ServiceListing } from './types'

export const service: ServiceListing = {
  key: 'rapidPayments',
  group: 'Real-time Payments',
  heading: 'Rapid Payments Programme (RPP) and PayShap',
  summary:
    'The platform behind PayShap: low-value instant payments to a ShapID such as a cellphone number.',
  path: '/services/rapid-payments-programme',
}

export const detail: ServiceDetail = {
  service,
  intro:
    'The Rapid Payments Programme is the South African payments industry’s platform for low-value instant payments, and PayShap is the service it offers to bank customers. With PayShap you pay someone from your banking app using their ShapID, such as the cellphone number linked to their account, instead of their account number and branch code, and the money arrives in seconds. We clear these payments between participating banks around the clock.',
  whatItIs: [
    'The Rapid Payments Programme (RPP) was built by the South African payments industry: the banks and their clearing operator, working under the Payments Association of South Africa (PASA) and with the South African Reserve Bank. Its first service, PayShap, went live in March 2023.',
    'PayShap is for everyday, low-value payments from one bank account to another: paying a friend back, paying a plumber, or splitting a bill. It is a credit payment, which means the person paying starts it from their own account. Payments can be made at any time, every day of the year, including weekends and public holidays.',
    'Instead of asking for an account number and branch code, you can pay someone using their ShapID. A ShapID is a proxy, or alias, that the recipient’s bank links to their account, such as their cellphone number. The industry’s rules set a maximum amount for each PayShap payment, and your bank may set its own, lower limits.',
    'Behind the scenes, RPP uses ISO 20022, the international standard for payment messages. Its structured messages carry more information about each payment than older formats, which helps banks process, screen and reconcile payments.',
  ],
  audience: {
    lead: 'PayShap is offered by participating banks to their customers. The programme is used by:',
    items: [
      'People paying friends, family or someone they have hired, straight from their banking app.',
      'Small businesses and informal traders who want to be paid into their account without handling cash.',
      'Businesses that need a payment to reach a supplier or customer immediately, outside banking hours.',
      'Banks that offer PayShap to their customers and take part in the programme as participants.',
    ],
  },
  steps: [
    {
      title: 'The payer starts the payment',
      text: 'In their banking app or online banking, the payer chooses PayShap and enters the recipient’s ShapID, or their account details, with the amount and a reference.',
    },
    {
      title: 'The ShapID is looked up',
      text: 'If a ShapID was used, it is resolved to the account it is linked to, so that the payment can be addressed to the right bank and account.',
    },
    {
      title: 'The payer’s bank sends the payment',
      text: 'The payer’s bank checks the payment, takes the money from the payer’s account and sends the instruction to us as an ISO 20022 message.',
    },
    {
      title: 'We clear it to the recipient’s bank',
      text: 'We carry the instruction to the recipient’s bank within seconds. That bank checks it, credits its customer’s account and sends back its confirmation.',
    },
    {
      title: 'Both sides are told',
      text: 'We return the result to the payer’s bank, so that the payer sees that the payment has been made. The recipient’s bank can notify its customer that the money has arrived.',
    },
    {
      title: 'The banks settle',
      text: 'We record what each bank owes the others from the payments it sent and received. The banks settle those amounts with one another in the Reserve Bank’s settlement system, SAMOS.',
    },
  ],
  features: [
    {
      heading: 'Money in seconds',
      text: 'The recipient’s bank credits the account as part of the payment, so the money is available within seconds rather than the next business day.',
    },
    {
      heading: 'Always on',
      text: 'PayShap runs 24 hours a day, 7 days a week, 365 days a year. A payment made late at night or on a public holiday is treated the same as one made on a weekday morning.',
    },
    {
      heading: 'No account numbers needed',
      text: 'Paying with a ShapID means you do not have to ask for, or share, account numbers and branch codes. The recipient only needs to give you their ShapID.',
    },
    {
      heading: 'Built on ISO 20022',
      text: 'Payments travel as structured ISO 20022 messages. Richer data about the payer, the payee and the purpose of each payment helps banks with processing, screening and reconciliation.',
    },
    {
      heading: 'Designed for low-value payments',
      text: 'The scheme sets a limit on the amount of each payment, and banks may set lower limits of their own. Larger payments can still be made through other payment streams, such as EFT or Real-Time Clearing.',
    },
    {
      heading: 'Room to grow',
      text: 'The programme was planned in phases. Later phases add Request to Pay, in which the person being paid sends a request that the payer reviews and approves in their own banking app.',
    },
  ],
  related: ['realTimeClearing', 'accountVerification', 'fraudMitigation'],
  faqs: [
    {
      question: 'How do I start using PayShap?',
      answer:
        'You use PayShap through your own bank, if it takes part in the programme. Look for the PayShap option in your banking app or online banking. Your bank will explain how to set up your ShapID and what it charges for a payment.',
    },
    {
      question: 'What is a ShapID?',
      answer:
        'A ShapID is a short identifier that your bank links to your account so that people can pay you without your account number. It is usually based on your cellphone number. Your bank decides which forms of ShapID it offers and how you register or change yours.',
    },
    {
      question: 'How much can I send with PayShap?',
      answer:
        'The industry’s rules set a maximum amount for each PayShap payment, and your bank may also set its own daily or per-payment limits. Your bank can tell you the limits that apply to your account and whether you can change them.',
    },
    {
      question: 'I paid the wrong person. Can the payment be reversed?',
      answer:
        'A PayShap payment reaches the other account within seconds, so a mistake is hard to undo. Always check the ShapID or account details before you confirm. If you have made a mistake or think you have been defrauded, contact your bank straight away: it handles disputes and recovery attempts with the other bank.',
    },
    {
      question: 'Can I receive PayShap payments if my bank does not offer PayShap?',
      answer:
        'To receive a payment through PayShap, your account has to be at a bank that takes part in the programme. If your bank does not, the payer can use another payment method, such as an ordinary EFT. Ask your bank whether it offers PayShap or plans to.',
    },
  ],
}

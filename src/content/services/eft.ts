import type { ServiceDetail, ServiceListing } from './types'

export const service: ServiceListing = {
  key: 'eft',
  group: 'Payment Clearing',
  heading: 'Electronic Funds Transfer (EFT)',
  summary:
    'Salaries, supplier payments and debit orders exchanged between banks in batches through the day, then settled.',
  path: '/services/eft',
}

export const detail: ServiceDetail = {
  service,
  intro:
    'EFT moves salaries, supplier payments and debit orders between South African bank accounts in batches. Banks submit payment files to us, we sort and exchange the transactions between the paying and receiving banks, and calculate what each bank owes the others for settlement.',
  whatItIs: [
    'EFT is South Africa’s batch payment stream. Payments are not sent one at a time: a business or its bank puts many payment instructions into a file, and the file is processed in one of the clearing windows that run through the business day. The stream is still often called “ACB”, after the Automated Clearing Bureau where automated batch clearing between South African banks began.',
    'There are two kinds of EFT instruction. An EFT credit pushes money from the payer’s account into the payee’s, and is sent by the payer’s bank. An EFT debit, better known as a debit order, pulls money from the debtor’s account into the collector’s. It is sent by the collector’s bank, under a mandate the debtor has given the collector.',
    'A business that submits its own payment files does so through a sponsoring bank. The sponsoring bank issues it a user code, which identifies the business on every transaction, and takes responsibility for its submissions under the rules of the payment stream. Payments can be processed on the same day or dated for a later action date, such as payday or the day a debit order is due.',
    'We receive the banks’ files, check them, sort the transactions by the bank that holds each account and deliver each bank its share. We then calculate what each bank owes the others. The banks settle those amounts with one another in SAMOS, the Reserve Bank’s settlement system.',
  ],
  audience: {
    lead: 'EFT suits regular payments that are known in advance and can wait for a processing window. It is used by:',
    items: [
      'Employers and payroll bureaux paying salaries and wages.',
      'Businesses, government departments and municipalities paying suppliers, pensions and other amounts due.',
      'Insurers, lenders, schools, gyms and other businesses collecting premiums, instalments and fees by debit order.',
      'Payment service providers that submit payment files for their clients through a sponsoring bank.',
      'Banks, which send and receive EFT transactions on behalf of their customers.',
    ],
  },
  steps: [
    {
      title: 'Instructions are captured',
      text: 'The payer, or the collector in the case of a debit order, captures each payment with the account details, the amount and the action date. A collector must hold a valid mandate from every debtor it collects from.',
    },
    {
      title: 'The file goes to the bank',
      text: 'The business submits its file to its bank, under its user code if it has one. The bank checks the file and sends the transactions to us in the right processing window for their action date.',
    },
    {
      title: 'We sort and exchange',
      text: 'We validate the transactions, sort them by the bank that holds each account to be credited or debited, and deliver them to that bank.',
    },
    {
      title: 'Accounts are updated',
      text: 'The receiving bank credits or debits its customers’ accounts. Transactions it cannot apply, for example a debit order on an account without enough money or a payment to a closed account, go back to the sending bank as unpaids with a reason.',
    },
    {
      title: 'Settlement',
      text: 'We calculate each bank’s net position and send it to settlement. The banks settle with one another across their accounts at the Reserve Bank, in SAMOS.',
    },
  ],
  features: [
    {
      heading: 'Same-day and dated payments',
      text: 'Files can be processed on the day or submitted in advance for a future action date. Salaries can be timed for payday, and debit orders for the date agreed with the debtor.',
    },
    {
      heading: 'Built for volume',
      text: 'Because payments travel in files, a business can pay or collect from many accounts in one submission. Batch EFT generally costs less per payment than real-time options; each bank sets its own fees.',
    },
    {
      heading: 'Credits and debits in one stream',
      text: 'The same stream carries payments out and collections in, using the same account details, file formats and processing windows.',
    },
    {
      heading: 'Unpaids with reasons',
      text: 'Transactions that cannot be applied come back with a standard reason, such as insufficient funds, payment stopped or account closed. The business can then follow up with its customer or supplier.',
    },
    {
      heading: 'Known users only',
      text: 'Every business that submits its own files has a user code issued through its sponsoring bank, and that bank is accountable for what the business submits.',
    },
    {
      heading: 'Settled in central bank money',
      text: 'The positions we calculate are settled between the banks in SAMOS at the Reserve Bank, where settlement between banks is final.',
    },
  ],
  related: [
    'authenticatedCollections',
    'earlyDebitOrder',
    'accountVerification',
    'realTimeClearing',
  ],
  faqs: [
    {
      question: 'How long does an EFT payment take?',
      answer:
        'An EFT to another bank is not instant. It is processed in one of the clearing windows during the business day, and usually reaches the other account on the same or the next business day. Payments made after your bank’s cut-off time, or on a weekend or public holiday, are generally processed on the next business day. Your bank can tell you its cut-off times, and if you need the money to arrive at once, it may offer a real-time payment instead.',
    },
    {
      question: 'Can I cancel an EFT payment after I have made it?',
      answer:
        'Only while your bank has not yet sent it for clearing, so contact your bank straight away. Once the payment has been cleared and credited to the other account, your bank cannot simply take it back, and recovering the money usually depends on the recipient’s bank and the recipient. This is why it pays to check account details before you pay.',
    },
    {
      question: 'A debit order went off my account that I did not agree to. What can I do?',
      answer:
        'Contact your bank. Banks let you dispute an ordinary debit order that you did not authorise, or that does not match what you agreed, within time limits set by the industry’s rules, and your bank handles the reversal. It can also tell you how to stop further debit orders from that collector. DebiCheck debit orders, which you approve with your bank beforehand, follow a different process.',
    },
    {
      question: 'How does a business get a user code?',
      answer:
        'From its bank. A bank that agrees to sponsor a business for EFT issues the user code, sets the limits that apply to it and takes responsibility for its submissions. A business without its own user code can still make EFT payments through its bank’s business banking service or through a payment service provider.',
    },
    {
      question: 'Who do I contact about a missing EFT payment?',
      answer:
        'Your own bank. We process payments between banks and do not hold customer accounts, so we cannot look up an individual payment for you. Your bank can trace the payment with the other bank and, if needed, with us.',
    },
  ],
}

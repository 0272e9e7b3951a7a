import type { ServiceDetail, ServiceListing } from './types'

export const service: ServiceListing = {
  key: 'fraudMitigation',
  group: 'Business Enhancement',
  heading: 'Transactional Fraud Mitigation (TFM)',
  summary:
    'Card and electronic payments checked for signs of fraud as they pass through the switch, in time to stop them.',
  path: '/services/fi',
}

export const detail: ServiceDetail = {
  service,
  intro:
    'Our Transactional Fraud Mitigation service checks card and electronic payment transactions for signs of fraud as they pass through our switch. Rules and behavioural profiles flag transactions that do not fit an account’s usual pattern, such as an unexpected place, amount or type of merchant. The institution that issued the card or holds the account can then decline, challenge or review the transaction before the money is lost.',
  whatItIs: [
    'Each bank watches its own customers’ accounts for fraud. A switch adds another vantage point: it sees card and electronic payment transactions as they pass between institutions, and it can check each one before the institution that issued the card or holds the account decides what to do with it.',
    'Our service screens transactions with two kinds of check. Rules look for known warning signs, such as many attempts with the same card in a short time or a card used in two distant places within minutes. Behavioural profiles learn how each card or account is normally used and flag a transaction that does not fit, such as an unusual amount, place, time or type of merchant.',
    'The result is a score or an alert, which we return to the participant that issued the card or holds the account. That institution decides whether to approve, decline, challenge or review the transaction. We never make that decision for it.',
    'The patterns the service looks for include card-not-present fraud, where stolen card details are used online or by phone; account takeover, where a criminal gets into someone’s banking profile; SIM swap fraud, where a criminal moves a victim’s cellphone number to a new SIM card to receive their one-time PINs; and social engineering, where a criminal tricks a person into sharing their details or making a payment themselves.',
  ],
  audience: {
    lead: 'Institutions use the service to protect their customers. Cardholders and account holders benefit without dealing with it directly.',
    items: [
      'Card-issuing banks, whose cardholders’ transactions are screened as they pass through the switch.',
      'Banks and other participants that hold accounts from which electronic payments are made.',
      'Fraud and risk teams that review alerts and investigate cases.',
    ],
  },
  steps: [
    {
      title: 'Transaction enters the switch',
      text: 'A card or electronic payment transaction reaches our switch on its way to the institution that issued the card or holds the account.',
    },
    {
      title: 'Rules and profiles applied',
      text: 'The transaction is checked against the rules that apply and against the profile of the card or account, as it passes through.',
    },
    {
      title: 'Score or alert returned',
      text: 'The result, a score or an alert where something looks unusual, goes to the participant with the transaction, so that it is available when the decision is made.',
    },
    {
      title: 'The institution decides',
      text: 'The issuer or account-holding institution approves, declines, asks its customer to confirm, or refers the transaction for review, under its own policies.',
    },
    {
      title: 'Cases investigated',
      text: 'Alerts that need a closer look go into case management, where the participant’s analysts investigate, contact the customer if needed and record the outcome.',
    },
    {
      title: 'Outcomes feed back',
      text: 'Confirmed fraud and false alarms are used to review rules and profiles, so that the checks keep pace with new patterns.',
    },
  ],
  features: [
    {
      heading: 'Screening in the payment flow',
      text: 'Checks happen while the transaction passes through the switch, so the institution can act before the money leaves the account instead of finding the loss afterwards.',
    },
    {
      heading: 'Rules and profiles together',
      text: 'Rules catch patterns that are already known. Behavioural profiles catch what is unusual for a particular card or account, even when it matches no known pattern.',
    },
    {
      heading: 'The decision stays with the participant',
      text: 'We return a score or an alert, not a decision. The institution that knows the customer weighs it with its own information and chooses what to do.',
    },
    {
      heading: 'Case management',
      text: 'Alerts are worked as cases, with a record of what was checked, who was contacted and what was found. Each investigation leaves a record the participant can refer back to.',
    },
    {
      heading: 'Personal information handled lawfully',
      text: 'We use transaction data in this service only to detect and prevent fraud for the participants that use it, in line with the Protection of Personal Information Act (POPIA) and our agreements with those participants.',
    },
  ],
  related: ['posSwitching', 'atmSwitching', 'threeDSecure', 'accountVerification'],
  faqs: [
    {
      question: 'Does Mzansi Clearing decide whether my payment is blocked?',
      answer:
        'No. The bank that issued your card or holds your account decides whether to approve, decline or question a payment. Our screening gives it extra information, but the decision is your bank’s. If a payment was blocked, contact your bank.',
    },
    {
      question: 'My bank contacted me about a transaction. Is that genuine?',
      answer:
        'Banks do contact customers to confirm unusual transactions. If you are unsure, end the call and phone your bank on the number on the back of your card or on its official website. Never give anyone your PIN, password or one-time PIN, even someone who says they are from your bank.',
    },
    {
      question: 'My cellphone suddenly has no signal. Could it be a SIM swap?',
      answer:
        'It could be. If your phone loses signal unexpectedly and does not come back, contact your mobile network to ask whether your SIM has been swapped, and tell your bank straight away so that it can protect your accounts.',
    },
    {
      question: 'I think I have been a victim of fraud. What should I do?',
      answer:
        'Contact your bank immediately, using the number on the back of your card or on its official website. It can block your card or account and investigate. Your bank will tell you what it needs from you, which may include a report to the police.',
    },
  ],
}

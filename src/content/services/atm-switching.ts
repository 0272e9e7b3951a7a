import type { ServiceDetail, ServiceListing } from './types'

export const service: ServiceListing = {
  key: 'atmSwitching',
  group: 'Card Payments',
  heading: 'ATM Switching',
  summary:
    'Withdrawals and balance enquiries at another bank’s ATM, routed to the cardholder’s bank for approval.',
  path: '/services/atm-switching',
}

export const detail: ServiceDetail = {
  service,
  intro:
    'When you withdraw cash or check your balance at an ATM that belongs to another bank, that ATM needs your own bank’s approval before it acts. We switch these interbank ATM transactions: we route each request to the bank that issued the card, return its answer to the ATM, and record what the banks owe one another so that the transactions can be settled.',
  whatItIs: [
    'When you use your own bank’s ATM, your bank can approve the transaction inside its own systems. When you use an ATM that belongs to another bank, the transaction is “not on us”: the bank that owns the ATM cannot see your account, so it has to ask your bank before it gives out cash or shows a balance.',
    'ATM switching carries that question and its answer. The ATM owner’s bank sends the request to the switch, the switch finds the bank that issued the card and routes the request there, and the issuer’s approval or decline comes back to the ATM. Your bank checks your PIN, your balance and its limits, and it alone makes the decision.',
    'We switch these interbank withdrawals and balance enquiries for the banks that take part in the service. At the end of each cycle we clear the transactions and net them, so that each bank knows what it owes the others for the cash their ATMs paid out. The banks settle those amounts in SAMOS, the South African Reserve Bank’s settlement system.',
  ],
  audience: {
    lead: 'Banks connect to the service directly. Cardholders use it every time they use another bank’s ATM.',
    items: [
      'Banks that own and run ATMs and want to serve other banks’ cardholders.',
      'Card-issuing banks whose customers use ATMs across the country.',
      'Independent ATM operators that reach the service through a sponsoring bank.',
      'Cardholders who need cash or a balance away from their own bank’s ATMs.',
    ],
  },
  steps: [
    {
      title: 'Card and PIN at the ATM',
      text: 'You insert or tap your card, enter your PIN and choose a withdrawal or a balance enquiry. The ATM sends the request, with your PIN encrypted, to the bank that owns the ATM.',
    },
    {
      title: 'Routed to your bank',
      text: 'The ATM owner’s bank passes the request to the switch. The switch identifies your bank from the card number and sends the request on to it.',
    },
    {
      title: 'Your bank decides',
      text: 'Your bank checks the PIN, the card, the money available and your withdrawal limits, and approves or declines. Its answer goes back through the switch to the ATM.',
    },
    {
      title: 'The ATM acts',
      text: 'If the withdrawal is approved, the ATM dispenses the cash and records that it did. If it cannot dispense, a reversal tells your bank to put back the amount it took off.',
    },
    {
      title: 'Clearing and settlement',
      text: 'We net the day’s not-on-us transactions between the banks. The banks settle the net amounts in SAMOS, so that each ATM owner is repaid for the cash it gave out.',
    },
  ],
  features: [
    {
      heading: 'Cash from more ATMs',
      text: 'Cardholders can use ATMs of every bank that takes part, not only their own bank’s. This widens access to cash, especially where one bank has few machines.',
    },
    {
      heading: 'The issuer keeps control',
      text: 'Every not-on-us request reaches the bank that issued the card. That bank applies its own PIN checks, limits and fraud controls, exactly as it would at its own ATM.',
    },
    {
      heading: 'Reversals for failed dispenses',
      text: 'When an ATM reports that it could not give out the cash, a reversal message is sent to the issuer. The issuer can then put the amount back without the cardholder having to ask.',
    },
    {
      heading: 'Net settlement between banks',
      text: 'Each cycle’s withdrawals become one net amount for each bank, settled in central bank money. The transaction records behind each amount let banks reconcile and investigate.',
    },
  ],
  related: ['posSwitching', 'fraudMitigation', 'managedNetwork'],
  faqs: [
    {
      question: 'What happens if the ATM does not give me my cash?',
      answer:
        'If the ATM records that it did not dispense, a reversal is usually sent to your bank and the amount is put back, although this can take some time to show. If the money is still missing from your account, contact your bank, not the bank that owns the ATM. Give it the date, time, amount and ATM location. Your bank handles the dispute and investigates with the ATM owner’s bank.',
    },
    {
      question: 'Why does it cost more to use another bank’s ATM?',
      answer:
        'Fees for using another bank’s ATM are set by the banks, not by us. Your bank’s pricing guide shows what it charges you when you use an ATM that is not its own. Ask your bank if you are unsure what you were charged.',
    },
    {
      question: 'Why was my withdrawal declined at another bank’s ATM?',
      answer:
        'Your own bank makes the decision, even at another bank’s ATM. A withdrawal may be declined because of an incorrect PIN, too little money available, a daily limit, a blocked card or your bank’s fraud checks. Your bank can tell you the reason.',
    },
    {
      question: 'The ATM kept my card. What should I do?',
      answer:
        'Contact your bank at once and ask it to stop the card, especially if someone offered to help you at the ATM. Do not share your PIN with anyone. Your bank will tell you how to get a replacement card.',
    },
  ],
}

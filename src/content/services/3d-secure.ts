import type { ServiceDetail, ServiceListing } from './types'

export const service: ServiceListing = {
  key: 'threeDSecure',
  group: 'Card Payments',
  heading: '3D Secure',
  summary:
    'Online card payments authenticated by the cardholder’s bank, often without the shopper noticing a thing.',
  path: '/services/3d-secure',
}

export const detail: ServiceDetail = {
  service,
  intro:
    '3D Secure adds a step to online card payments so that the cardholder can prove the purchase is theirs, usually by approving it in their banking app or entering a one-time PIN sent to their cellphone. We run the authentication service between online merchants’ payment gateways and card-issuing banks, so that the issuer can confirm who is paying before a card-not-present payment is authorised.',
  whatItIs: [
    'When you pay online, the merchant cannot see your card or check your PIN. 3D Secure lets the bank that issued your card confirm that you are the person paying before the payment is approved. In South Africa, industry rules require online payments made with South African cards at South African merchants to be authenticated in this way.',
    'The current version, EMV 3-D Secure 2.x, is a standard published by EMVCo and used by the international card schemes. Three parties, or domains, take part. On the merchant’s side, a 3DS server, often run by the merchant’s payment gateway, starts the check. In the middle, each card scheme’s directory server knows which issuer handles which cards. On the issuer’s side, an access control server decides how the cardholder must be authenticated.',
    'The issuer assesses each payment using information sent with the request, such as the amount, the merchant and details of the device. If the risk is low, the payment can go ahead without you doing anything, which is called the frictionless flow. If not, you are asked to prove it is you, for example by approving the payment in your banking app or entering a one-time PIN sent to your cellphone.',
    'We run the authentication service between online merchants’ payment gateways and the card-issuing banks that take part, carrying the requests and results under the card schemes’ and the industry’s rules. The issuer decides whether you are authenticated, and afterwards, in a separate step, whether the payment is approved.',
  ],
  audience: {
    lead: 'Banks and gateways connect to the service. Online shoppers meet it at the checkout.',
    items: [
      'Card-issuing banks, which authenticate their cardholders for online payments.',
      'Acquiring banks and payment gateways that process online card payments for merchants.',
      'Online merchants, from large retailers to small businesses selling through a website or an app.',
      'Cardholders buying online, in a browser or inside a merchant’s app.',
    ],
  },
  steps: [
    {
      title: 'Checkout',
      text: 'You enter your card details at an online checkout. The merchant’s 3DS server gathers the payment details and information about the device and sends an authentication request.',
    },
    {
      title: 'Routed to your bank',
      text: 'The card scheme’s directory server identifies the bank that issued the card from its number and passes the request to that bank’s access control server.',
    },
    {
      title: 'Your bank assesses the risk',
      text: 'Your bank compares the request with what it knows about you and your card, such as the devices and merchants you usually use and the amounts you usually spend.',
    },
    {
      title: 'Frictionless or challenge',
      text: 'If the risk is low, your bank authenticates the payment without asking you anything. Otherwise it challenges you, for example with an approval request in your banking app or a one-time PIN.',
    },
    {
      title: 'Result back to the merchant',
      text: 'The outcome goes back to the merchant’s 3DS server. If you were authenticated, the merchant’s bank sends the payment for authorisation with proof of the authentication attached.',
    },
    {
      title: 'Your bank authorises',
      text: 'Your bank then decides whether to approve the payment itself, checking the money available and its other controls, as for any card payment.',
    },
  ],
  features: [
    {
      heading: 'Less friction for low-risk payments',
      text: 'Because the issuer receives far more information than earlier versions of 3D Secure provided, it can let low-risk payments through without a challenge. Cardholders are interrupted mainly when something looks unusual.',
    },
    {
      heading: 'Made for phones and apps',
      text: 'EMV 3-D Secure 2.x works in web browsers and inside merchants’ mobile apps. Challenge screens are designed for small screens, and a challenge can be an approval in the banking app instead of a password.',
    },
    {
      heading: 'The issuer decides',
      text: 'Only the bank that issued the card knows the cardholder, so the decision to authenticate stays with it. Each issuer sets its own risk thresholds and challenge methods.',
    },
    {
      heading: 'Liability shift',
      text: 'Under the card schemes’ rules, when a payment has been authenticated with 3D Secure, liability for certain fraud disputes generally moves from the merchant to the issuer. The exact conditions are set by each scheme.',
    },
    {
      heading: 'Fewer fraudulent online payments',
      text: 'Stolen card details alone are not enough when the issuer can challenge the payer. This makes card-not-present fraud harder for criminals.',
    },
  ],
  related: ['posSwitching', 'fraudMitigation'],
  faqs: [
    {
      question: 'Why am I asked to approve an online payment in my banking app?',
      answer:
        'This is 3D Secure. Your bank is checking that you are the person making the payment. Before you approve, check that the merchant’s name and the amount are what you expect. If they are not, decline the request.',
    },
    {
      question: 'Why was I not asked to approve this time?',
      answer:
        'Your bank may decide that a payment is low-risk, for example because you are using a device and a merchant you have used before. It can then authenticate you without a challenge. Each bank makes this decision for itself.',
    },
    {
      question: 'I did not receive my one-time PIN. What should I do?',
      answer:
        'Contact your bank. It sends the one-time PIN, and it can check that it has your current cellphone number and that your banking app is set up to receive approvals. The merchant cannot send you the PIN.',
    },
    {
      question: 'I received an approval request or one-time PIN for a purchase I did not make.',
      answer:
        'Decline the request and do not share the PIN with anyone, even someone who says they are from your bank. Contact your bank straight away, because someone may have your card details. Your bank can block the card and issue a new one.',
    },
  ],
}

import type { ServiceDetail, ServiceListing } from './types'

export const service: ServiceListing = {
  key: 'swift',
  group: 'SWIFT Bureau',
  heading: 'SWIFT Solutions',
  summary:
    'Connectivity to the SWIFT network through our service bureau, operated and secured on your behalf.',
  path: '/services/swift-solutions',
}

export const detail: ServiceDetail = {
  service,
  intro:
    'SWIFT is the international network that banks and other financial institutions use to exchange payment and securities messages with one another. As a SWIFT service bureau, we give institutions connectivity to SWIFT through our infrastructure, so that they can send and receive messages without building and running their own connection. We look after the day-to-day operation of that connection and the security controls SWIFT requires of it.',
  whatItIs: [
    'An institution that exchanges messages over SWIFT needs a secure connection to the network: messaging and communication software, hardware security modules, security certificates, and trained people to run and protect it all. A service bureau runs that infrastructure on behalf of several institutions, so that each does not have to build and staff its own.',
    'Institutions that connect through us remain SWIFT users in their own right. Each has its own Business Identifier Code (BIC) and its own agreement with SWIFT, and its own staff create, approve and receive its messages. We operate the connection that carries them.',
    'Through our bureau, customers can exchange FIN messages in the MT format and ISO 20022 messages. For cross-border payments and cash reporting, the industry has moved from MT to ISO 20022 under the CBPR+ (Cross-Border Payments and Reporting Plus) usage guidelines, which give each payment richer, structured information.',
    'SWIFT’s Customer Security Programme (CSP) requires every user to meet a set of security controls, published in the Customer Security Controls Framework (CSCF), and to attest each year that it does. When you use a service bureau, many of those controls apply to the bureau’s infrastructure, and we operate them on your behalf.',
  ],
  audience: {
    lead: 'Our SWIFT service is for institutions that need to use SWIFT but do not want to run their own connection:',
    items: [
      'Smaller banks, mutual banks and branches of foreign banks.',
      'Non-bank financial institutions, such as asset managers, insurers and stockbrokers.',
      'Companies that use SWIFT to exchange payment instructions and statements with their banks.',
      'Financial institutions elsewhere in the region that want a connection operated from South Africa.',
    ],
  },
  steps: [
    {
      title: 'Join SWIFT and choose us',
      text: 'The institution registers with SWIFT as a user, with its own BIC, and names us as its service bureau. We agree with it the messages it will send and receive and how its systems will connect.',
    },
    {
      title: 'Set up the connection',
      text: 'We set up the institution’s messaging on our infrastructure, with its security certificates, its operators and their access rights. Its back-office systems connect to us over a secure link, or its staff use a browser-based interface.',
    },
    {
      title: 'Create and approve messages',
      text: 'The institution’s own staff or systems create each message, and its own authorisers approve it. Messages are checked against SWIFT’s standards before they are sent.',
    },
    {
      title: 'Send and receive over SWIFT',
      text: 'Approved messages are signed and sent over the SWIFT network. Messages sent to the institution are received on its behalf and delivered to its systems or its staff.',
    },
    {
      title: 'Operate and monitor',
      text: 'We monitor the connection and the flow of messages, deal with incidents, and apply SWIFT’s software updates and yearly standards releases, so that the institution stays current.',
    },
  ],
  features: [
    {
      heading: 'No infrastructure of your own',
      text: 'We run the messaging interface, communication software and security hardware. You avoid building, staffing and renewing a SWIFT installation of your own.',
    },
    {
      heading: 'MT and ISO 20022',
      text: 'Send and receive FIN messages and ISO 20022 messages, including cross-border payments and reporting under CBPR+.',
    },
    {
      heading: 'Security controls operated for you',
      text: 'We operate the CSCF controls that apply to the bureau’s infrastructure and give you the information you need for your own annual CSP attestation.',
    },
    {
      heading: 'You stay in control',
      text: 'Your own people create and approve your messages, and you decide which correspondents may send messages to you. We run the connection; we do not decide what goes over it.',
    },
    {
      heading: 'Operations and monitoring',
      text: 'Our operations team monitors the connection and your message traffic, handles incidents with SWIFT, and plans changes with you before they are made.',
    },
  ],
  related: ['tcib', 'managedNetwork'],
  faqs: [
    {
      question: 'Can I send money abroad through this service?',
      answer:
        'Not directly. This service is for banks and other institutions that exchange messages over SWIFT. If you want to make an international payment, ask your bank: it decides how to send the payment and which network to use.',
    },
    {
      question: 'Does our institution still need its own BIC?',
      answer:
        'Yes. An institution that connects through a service bureau is a SWIFT user in its own right, with its own BIC and its own agreement with SWIFT. We provide and operate the connection it uses.',
    },
    {
      question: 'Who attests under SWIFT’s Customer Security Programme?',
      answer:
        'Every SWIFT user attests for itself each year, and SWIFT requires the attestation to be independently assessed. When you connect through us, we operate the controls that apply to the bureau’s infrastructure, and you remain responsible for the controls in your own environment, such as your operators’ computers and your back-office connection.',
    },
    {
      question: 'Can we send ISO 20022 payment messages?',
      answer:
        'Yes. You can exchange ISO 20022 messages, including CBPR+ cross-border payments and reporting, as well as FIN messages in the MT format. We work with you on testing before you start sending a new type of message.',
    },
    {
      question: 'How does our institution connect to the bureau?',
      answer:
        'Your back-office systems connect to our infrastructure over a secure, private link, which can be provided through our Managed Network Services, or your staff can use a browser-based interface. We agree the connection that suits your volumes and systems during onboarding.',
    },
  ],
}

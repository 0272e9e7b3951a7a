import type { ServiceDetail, ServiceListing } from './types'

export const service: ServiceListing = {
  key: 'managedNetwork',
  group: 'Business Enhancement',
  heading: 'Managed Network Services',
  summary:
    'Secure, monitored and redundant network links between participants and our switching centres.',
  path: '/services/managed-network-services',
}

export const detail: ServiceDetail = {
  service,
  intro:
    'Payment systems depend on secure, always-available connections between banks, processors and our switching centres. Our Managed Network Services provide and run that connectivity for participants: we design, monitor and maintain the private network links, with redundant routes so that payment traffic keeps flowing if one link fails.',
  whatItIs: [
    'Every payment we clear or switch crosses a network link between a participant’s systems and our switching centres. A card authorisation has to be answered within seconds, and instant payments run day and night, so a slow or broken link is felt straight away by customers at tills, at ATMs and in banking apps.',
    'The service covers the whole connection: the lines from telecommunications providers, the network equipment at the participant’s site and at ours, and the work of running them. Participants deal with us, rather than with several carriers and equipment suppliers, for the links that carry their payment traffic.',
    'The network is private: payment traffic does not travel over the public internet. Traffic is encrypted in transit, and each participant’s connection has more than one route, so that a failed line, a failed device or a problem at one of our sites does not stop payments.',
  ],
  audience: {
    lead: 'Managed Network Services are for institutions that exchange payment traffic with our systems:',
    items: [
      'Banks, mutual banks and co-operative banks that take part in the payment streams we clear and switch.',
      'Non-bank clearing participants and payment service providers that connect to our switches.',
      'Processors and third parties that send or receive transactions on behalf of participants.',
      'Institutions in the wider region that use our cross-border, SWIFT or switching services.',
    ],
  },
  steps: [
    {
      title: 'Design the connection',
      text: 'We agree with the participant which services it will use, the capacity it needs and how its sites will connect, including the backup routes.',
    },
    {
      title: 'Install and test',
      text: 'We arrange the lines and install and configure the network equipment. Before live traffic flows, we test the connection together, including a switch to the backup route.',
    },
    {
      title: 'Monitor around the clock',
      text: 'Our network operations team monitors each link, its performance and its backup routes, and deals with faults as they arise, working with the line providers where needed.',
    },
    {
      title: 'Manage changes',
      text: 'Changes to the network, such as new services, more capacity or equipment upgrades, are planned, approved and scheduled with the participant through our change management process, so that they do not disrupt payments.',
    },
  ],
  features: [
    {
      heading: 'Private and secure',
      text: 'Payment traffic travels over private links, not the public internet, and is encrypted in transit. Access to the network equipment is restricted and logged.',
    },
    {
      heading: 'Redundant by design',
      text: 'Each connection has more than one route to our switching centres. If a line or device fails, traffic moves to the backup route and payments keep flowing.',
    },
    {
      heading: 'Monitored and maintained',
      text: 'We watch the health and performance of every link and act on faults as soon as they are detected.',
    },
    {
      heading: 'Controlled change',
      text: 'Every change goes through change management: it is assessed, approved and scheduled with the participant, with a plan to reverse it if needed.',
    },
    {
      heading: 'One point of contact',
      text: 'We deal with line providers and equipment suppliers on the participant’s behalf, so that the participant has one place to report a problem or ask for a change.',
    },
  ],
  related: ['eft', 'posSwitching', 'swift', 'tcib'],
  faqs: [
    {
      question: 'Why not connect over the internet?',
      answer:
        'Payment systems need predictable performance, tight control over who can reach them, and links that can be monitored end to end. A private, managed network gives participants and us that control, and the industry’s security requirements for payment traffic are easier to meet.',
    },
    {
      question: 'What happens if a link fails?',
      answer:
        'Each connection is designed with backup routes. If a line or device fails, traffic moves to another route and our operations team works with the line provider to restore the failed link. We test failover with participants so that it works when it is needed.',
    },
    {
      question: 'Is our payment traffic encrypted?',
      answer:
        'Yes. Traffic between the participant’s site and our switching centres is encrypted in transit. The payment messages themselves may also be protected by the security measures that each payment stream’s own rules require.',
    },
    {
      question: 'Can we use our own network provider?',
      answer:
        'Talk to us about your requirements. The connection has to meet the security, resilience and monitoring standards that the payment streams require, and we agree the design with each participant.',
    },
  ],
}

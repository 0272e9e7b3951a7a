import { Anchor } from './anchor'
import type { WidgetExamples } from './examples'
import { ScrollNotches } from './scroll-notches'

type Link = { title: string; path: string }

/** Sample sections: the services page's eight groups, each with its services. */
const groups: readonly { id: string; title: string; summary: string; links: Link[] }[] = [
  {
    id: 'payment-clearing',
    title: 'Payment Clearing',
    summary:
      'Batch electronic funds transfers between South African bank accounts: salaries, supplier payments and debit orders, sorted and exchanged between the banks and calculated for settlement.',
    links: [{ title: 'Electronic Funds Transfer (EFT)', path: '/services/eft' }],
  },
  {
    id: 'card-payments',
    title: 'Card Payments',
    summary:
      'Card transactions at ATMs and points of sale switched between the acquiring bank and the bank that issued the card, and 3D Secure authentication for online card payments.',
    links: [
      { title: 'ATM Switching', path: '/services/atm-switching' },
      { title: 'POS Switching & Settlement', path: '/services/pos-switching' },
      { title: '3D Secure', path: '/services/3d-secure' },
    ],
  },
  {
    id: 'batch-payments',
    title: 'Batch Payments',
    summary:
      'Debit order collections: DebiCheck mandates that the debtor approves with their own bank, and early debit orders presented ahead of ordinary debits.',
    links: [
      {
        title: 'Authenticated Collections (DebiCheck)',
        path: '/services/authenticated-collections',
      },
      { title: 'Early Debit Order (EDO)', path: '/services/early-debit-order' },
    ],
  },
  {
    id: 'cash-services',
    title: 'Cash Services',
    summary:
      'One shared record of physical cash as it moves between retailers’ tills and smart safes, cash-in-transit companies, vaults and bank branches.',
    links: [{ title: 'Cash Management (ICMS)', path: '/services/cash-management' }],
  },
  {
    id: 'real-time-payments',
    title: 'Real-time Payments',
    summary:
      'Credit transfers that clear in seconds at any time of day: Real-Time Clearing, and the Rapid Payments Programme behind PayShap.',
    links: [
      { title: 'Rapid Payments Programme (RPP)', path: '/services/rapid-payments-programme' },
      { title: 'Real-Time Clearing', path: '/services/real-time-clearing' },
    ],
  },
  {
    id: 'swift-bureau',
    title: 'SWIFT Bureau',
    summary:
      'Connectivity to the SWIFT network for institutions that would rather not build and run their own connection, operated to SWIFT’s security requirements.',
    links: [{ title: 'SWIFT Solutions', path: '/services/swift-solutions' }],
  },
  {
    id: 'business-enhancement',
    title: 'Business Enhancement',
    summary:
      'Account verification before you pay, managed network links between participants, and fraud screening of transactions as they pass through our switch.',
    links: [
      {
        title: 'Account Verification Services (AVS)',
        path: '/services/account-verification-services',
      },
      { title: 'Managed Network Services', path: '/services/managed-network-services' },
      { title: 'Transactional Fraud Mitigation (TFM)', path: '/services/fi' },
    ],
  },
  {
    id: 'sadc',
    title: 'SADC',
    summary:
      'Low-value payments across borders in the Southern African Development Community, cleared immediately between participants through TCIB.',
    links: [
      {
        title: 'Transactions Cleared on an Immediate Basis (TCIB)',
        path: '/services/transactions-cleared-on-an-immediate-basis',
      },
    ],
  },
]

const notches = groups.map((group) => ({ id: group.id, label: group.title }))

function ServicesOverview() {
  return (
    <div>
      <ScrollNotches notches={notches} />
      {groups.map((group) => (
        <section
          key={group.id}
          id={group.id}
          className="border-border border-b py-8 last:border-b-0"
        >
          <h4 tabIndex={-1} className="text-fg text-xl font-semibold">
            {group.title}
          </h4>
          <p className="text-muted mt-2 max-w-[65ch]">{group.summary}</p>
          <ul className="mt-3 flex flex-col gap-1">
            {group.links.map((link) => (
              <li key={link.path}>
                <Anchor
                  path={link.path}
                  className="inline-flex min-h-6 items-center underline underline-offset-2"
                >
                  {link.title}
                </Anchor>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

export default {
  widget: 'Scroll notches',
  examples: [
    {
      name: 'Services overview',
      description:
        'The bar stays at the top while you scroll through the eight service groups and marks the one you are reading; a notch scrolls to its section in 200 ms and moves focus to its heading.',
      wide: true,
      render: () => <ServicesOverview />,
    },
  ],
} satisfies WidgetExamples

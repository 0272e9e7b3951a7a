import { serviceGroups } from '../content/navigation'
import { Anchor } from './anchor'
import type { WidgetExamples } from './examples'
import { ScrollNotches } from './scroll-notches'

/** What each of the eight service groups covers, in a sentence or two. */
const groupDescriptions: Readonly<Record<string, string>> = {
  'Payment Clearing':
    'Batch electronic funds transfers between South African bank accounts: salaries, supplier payments and debit orders, sorted and exchanged between the banks and calculated for settlement.',
  'Card Payments':
    'Card transactions at ATMs and points of sale switched between the acquiring bank and the bank that issued the card, and 3D Secure authentication for online card payments.',
  'Batch Payments':
    'Debit order collections: DebiCheck mandates that the debtor approves with their own bank, and early debit orders presented ahead of ordinary debits.',
  'Cash Services':
    'One shared record of physical cash as it moves between retailers’ tills and smart safes, cash-in-transit companies, vaults and bank branches.',
  'Real-time Payments':
    'Credit transfers that clear in seconds at any time of day: Real-Time Clearing, and the Rapid Payments Programme behind PayShap.',
  'SWIFT Bureau':
    'Connectivity to the SWIFT network for institutions that would rather not build and run their own connection, operated to SWIFT’s security requirements.',
  'Business Enhancement':
    'Account verification before you pay, managed network links between participants, and fraud screening of transactions as they pass through our switch.',
  SADC: 'Low-value payments across borders in the Southern African Development Community, cleared immediately between participants through TCIB.',
}

/** The section id a group's menu link points at: `/services#sadc` gives `sadc`. */
function anchorOf(path: string): string {
  return path.split('#')[1] ?? path
}

const notches = serviceGroups.map((group) => ({ id: anchorOf(group.path), label: group.title }))

function ServicesOverview() {
  return (
    <div>
      <ScrollNotches notches={notches} />
      {serviceGroups.map((group) => (
        <section
          key={group.path}
          id={anchorOf(group.path)}
          className="border-border border-b py-8 last:border-b-0"
        >
          <h4 tabIndex={-1} className="text-fg text-xl font-semibold">
            {group.title}
          </h4>
          <p className="text-muted mt-2 max-w-[65ch]">{groupDescriptions[group.title]}</p>
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

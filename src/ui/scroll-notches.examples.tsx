import { groupAnchor, serviceGroups } from '../content/navigation'
import { serviceGroupSummaries } from '../content/services'
import { Anchor } from './anchor'
import type { WidgetExamples } from './examples'
import { ScrollNotches } from './scroll-notches'

const notches = serviceGroups.map((group) => ({ id: groupAnchor(group.path), label: group.title }))

function ServicesOverview() {
  return (
    <div>
      <ScrollNotches notches={notches} />
      {serviceGroups.map((group) => (
        <section
          key={group.path}
          id={groupAnchor(group.path)}
          className="border-border border-b py-8 last:border-b-0"
        >
          <h4 tabIndex={-1} className="text-fg text-xl font-semibold">
            {group.title}
          </h4>
          <p className="text-muted mt-2 max-w-[65ch]">{serviceGroupSummaries[group.title]}</p>
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

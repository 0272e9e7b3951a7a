import type { WidgetExamples } from './examples'
import type { NewsItemData } from './news-item'
import { assertNewsItemCount, RelatedNewsRow } from './related-news-row'

const instantPayments: NewsItemData = {
  imageSrc: '/images/cards/instant-payments.svg',
  item: 'Explainer',
  heading: 'Instant payments, explained',
  body: 'With the Rapid Payments Programme the money reaches the other bank’s customer within seconds, at any hour.',
  action: { label: 'Read about RPP', path: '/services/rapid-payments-programme' },
}

const fraudMitigation: NewsItemData = {
  imageSrc: '/images/cards/fraud-mitigation.svg',
  isVideo: true,
  item: 'Fraud mitigation',
  heading: 'Stopping card fraud while the payment is in the switch',
  body: 'Rules and behavioural profiles flag a transaction that does not fit an account’s usual pattern, such as an unexpected place, amount or type of merchant, so the issuing bank can decline, challenge or review it before the money is lost.',
  action: { label: 'Read about fraud mitigation', path: '/services/fi' },
}

const careers: NewsItemData = {
  imageSrc: '/images/cards/careers.svg',
  item: 'Careers',
  heading: 'Work on the systems the country is paid through',
  body: 'Software engineering, infrastructure, security, data and operations.',
  action: { label: 'See how we hire', path: '/about-us/career' },
}

const swift: NewsItemData = {
  imageSrc: '/images/cards/eft.svg',
  item: 'SWIFT bureau',
  heading: 'SWIFT without running your own connection',
  body: 'As a SWIFT service bureau we connect institutions to the network through our infrastructure.',
  action: { label: 'Read about SWIFT Solutions', path: '/services/swift-solutions' },
}

const heritage: NewsItemData = {
  imageSrc: '/images/cards/heritage.svg',
  item: 'Our history',
  heading: 'From magnetic tape to real-time clearing',
  body: 'Each step in how South African payments are cleared changed how we work for our members.',
  action: { label: 'Read our history', path: '/about-us/our-heritage' },
}

function TooManyItems({ items }: { items: readonly NewsItemData[] }) {
  try {
    assertNewsItemCount(items.length)
  } catch (error) {
    return (
      <div
        role="alert"
        className="border-danger text-danger rounded-md border-2 border-l-8 px-4 py-3 font-semibold"
      >
        {error instanceof Error ? error.message : String(error)}
        <span className="text-fg mt-1 block font-normal">
          The row was given {items.length} items and showed none of them.
        </span>
      </div>
    )
  }
  return <RelatedNewsRow items={items} />
}

export default {
  widget: 'Related news row',
  examples: [
    {
      name: 'Three items',
      wide: true,
      description:
        'Illustrative data. From 990 px the three items share one height and their links line up; below 767 px one column.',
      render: () => (
        <RelatedNewsRow
          heading="More on payments"
          headingLevel={4}
          items={[instantPayments, fraudMitigation, careers]}
        />
      ),
    },
    {
      name: 'Two items',
      wide: true,
      description: 'Illustrative data.',
      render: () => (
        <RelatedNewsRow heading="From Mzansi Clearing" headingLevel={4} items={[swift, heritage]} />
      ),
    },
    {
      name: 'One item without image',
      wide: true,
      description: 'Illustrative data.',
      render: () => (
        <RelatedNewsRow
          heading="Cross-border payments"
          headingLevel={4}
          items={[
            {
              item: 'SADC',
              heading: 'Sending money across SADC borders',
              body: 'How TCIB clears low-value payments between participating banks in the region.',
              action: {
                label: 'Read about TCIB',
                path: '/services/transactions-cleared-on-an-immediate-basis',
              },
            },
          ]}
        />
      ),
    },
    {
      name: 'More than 3 items',
      description:
        'The row throws "Cannot have more than 3 items"; this example catches it and shows the message.',
      render: () => <TooManyItems items={[instantPayments, fraudMitigation, careers, swift]} />,
    },
  ],
} satisfies WidgetExamples

import { CalendarClockIcon, FileCheck2Icon, HistoryIcon, UsersIcon } from 'lucide-react'
import type { WidgetExamples } from './examples'
import { InfoCard } from './info-card'
import { TwoCardPanel } from './two-card-panel'

export default {
  widget: 'Two-card panel',
  examples: [
    {
      name: 'Two linked cards',
      wide: true,
      description: 'Side by side from 767 px, stacked below; both cards share one height.',
      render: () => (
        <TwoCardPanel>
          <InfoCard
            headingLevel={4}
            icon={FileCheck2Icon}
            heading="Authenticated Collections (DebiCheck)"
            link={{ label: 'Read about DebiCheck', path: '/services/authenticated-collections' }}
          >
            The account holder confirms a debit order mandate with their own bank before the first
            collection, so only debit orders they agreed to are collected.
          </InfoCard>
          <InfoCard
            headingLevel={4}
            icon={CalendarClockIcon}
            heading="Early Debit Order (EDO)"
            link={{ label: 'Read about early debit orders', path: '/services/early-debit-order' }}
          >
            Collections presented to the debtor’s bank early in the processing day, ahead of
            ordinary debit orders.
          </InfoCard>
        </TwoCardPanel>
      ),
    },
    {
      name: 'Company cards, one without a link',
      wide: true,
      render: () => (
        <TwoCardPanel>
          <InfoCard
            headingLevel={4}
            icon={HistoryIcon}
            heading="Our history"
            link={{ label: 'Read our history', path: '/about-us/our-heritage' }}
          >
            How clearing between South African banks grew from exchanging paper cheques to switching
            electronic payments in seconds.
          </InfoCard>
          <InfoCard headingLevel={4} icon={UsersIcon} heading="Working with us">
            We work with banks, payment providers and industry bodies across the Southern African
            region.
          </InfoCard>
        </TwoCardPanel>
      ),
    },
  ],
} satisfies WidgetExamples

import type { WidgetExamples } from './examples'
import { NewsItem } from './news-item'

export default {
  widget: 'News item',
  examples: [
    {
      name: 'With image and link',
      description:
        'Illustrative data. A click anywhere on the item follows its link; Tab stops once, on the link.',
      render: () => (
        <NewsItem
          headingLevel={4}
          imageSrc="/images/cards/debicheck.svg"
          item="Explainer"
          heading="What DebiCheck changes for your debit orders"
          body="You confirm each new debit order mandate with your own bank before the first collection, and every collection is checked against it."
          action={{ label: 'Read about DebiCheck', path: '/services/authenticated-collections' }}
        />
      ),
    },
    {
      name: 'Video item',
      description:
        'Illustrative data. A visible "Video" badge with a play icon; the play symbol on the image only decorates.',
      render: () => (
        <NewsItem
          headingLevel={4}
          isVideo
          imageSrc="/images/cards/card-switching.svg"
          item="Card payments"
          heading="How a card payment is switched"
          body="From the tap at the till to the issuing bank’s answer, and on to settlement between the banks."
          action={{ label: 'Read about POS switching', path: '/services/pos-switching' }}
        />
      ),
    },
    {
      name: 'Video item without image',
      description: 'Illustrative data. The badge still says it is a video.',
      render: () => (
        <NewsItem
          headingLevel={4}
          isVideo
          heading="Sending money across SADC borders"
          body="How TCIB clears low-value payments between participating banks in the region."
          action={{
            label: 'Read about TCIB',
            path: '/services/transactions-cleared-on-an-immediate-basis',
          }}
        />
      ),
    },
    {
      name: 'Without image or link',
      description: 'Illustrative data. Nothing on the item is interactive.',
      render: () => (
        <NewsItem
          headingLevel={4}
          item="Our history"
          heading="From paper vouchers to payments in seconds"
          body="Cheques and vouchers were once carried to clearing houses and sorted by hand before banks exchanged them."
        />
      ),
    },
  ],
} satisfies WidgetExamples

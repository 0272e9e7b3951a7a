import type { PageCopy } from './types'

export const blog = {
  listHeading: 'Articles',
  empty: 'No articles match these filters.',
  relatedHeading: 'Related articles',
  landing: {
    heading: 'Content Hub',
    intro:
      'The Content Hub is where we publish articles, news and insights about payments in South Africa: how payment services such as PayShap and DebiCheck work, how to protect yourself from payment fraud, and what transaction data tells us about the economy.',
    description:
      'Articles, news and insights on South African payments: how PayShap and DebiCheck work, how to avoid payment fraud, and what transaction data shows.',
  },
} satisfies Record<string, PageCopy | string>

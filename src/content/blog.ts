import type { PageIntroCopy } from './types'

export const blog = {
  landing: {
    heading: 'Content Hub',
    intro:
      'The Content Hub is where we publish articles, news and insights about payments in South Africa: how payment services such as PayShap and DebiCheck work, how to protect yourself from payment fraud, and what transaction data tells us about the economy.',
  },
  /** The heading stands in when an article's address gives no words to show. */
  article: {
    heading: 'Article',
    intro: 'This article is published on our Content Hub, and its full text is loaded from there.',
  },
} satisfies Record<string, PageIntroCopy>

import type { PageCopy } from './types'

export const blog = {
  listHeading: 'Articles',
  /** Said by the spinner beside the list's heading while other articles are on their way. */
  updating: 'Updating the articles',
  empty: 'No articles match these filters.',
  /** The list's params, as the page names one it could not use (`AddressNotice`). */
  params: { category: 'a category', tag: 'a tag', page: 'a page number' },
  /** A page number past the last page, say from an old link after articles were removed. */
  pastTheEnd: (page: number, pageCount: number) =>
    `There is no page ${page} of these articles: they fit on ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}.`,
  lastPageLink: 'Go to the last page',
  relatedHeading: 'Related articles',
  share: {
    /** The button where the browser can share (the Web Share API). */
    share: 'Share',
    /** The button elsewhere: it copies the article's address. */
    copyLink: 'Copy link',
    copied: 'Link copied',
    copiedMessage: 'The address of this article is on your clipboard, ready to paste.',
    copyFailed: 'The link was not copied',
    copyFailedMessage:
      'Your browser did not let this page use the clipboard. Copy the address from the address bar instead.',
  },
  landing: {
    heading: 'Content Hub',
    intro:
      'The Content Hub is where we publish articles, news and insights about payments in South Africa: how payment services such as PayShap and DebiCheck work, how to protect yourself from payment fraud, and what transaction data tells us about the economy.',
    description:
      'Articles, news and insights on South African payments: how PayShap and DebiCheck work, how to avoid payment fraud, and what transaction data shows.',
  },
} satisfies Record<
  string,
  PageCopy | string | Record<string, string> | ((page: number, pageCount: number) => string)
>

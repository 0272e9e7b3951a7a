/** The plain search form on the Not Found and no-results pages. */
export const searchFormCopy = {
  label: 'Search the site',
  placeholder: 'Search',
  submit: 'Search',
  loading: 'Loading the site search…',
  tooShort: (minimum: number) => `Type at least ${minimum} characters.`,
  found: (count: number) => `${count} ${count === 1 ? 'page' : 'pages'} found`,
} as const

/** The page the site search leads to when nothing matched. */
export const noResultsCopy = {
  heading: 'No results',
  intro:
    'Nothing on the site matched your search. Try fewer or different words, such as the name of a service (“DebiCheck”, “PayShap”), a topic (“debit orders”, “fraud”) or a bank branch, or start from one of the places below.',
  description:
    'Nothing on the site matched your search: other words to try, such as a service, a topic or a bank branch, and the pages people often look for.',
  withTerm: (term: string) => `Nothing matched “${term}”.`,
  destinationsHeading: 'Where people often look',
  destinations: [
    {
      label: 'Our services',
      path: '/services',
      text: 'EFT, card and ATM switching, PayShap, DebiCheck and more',
    },
    {
      label: 'Bank Branch Locator',
      path: '/branch-search',
      text: 'Branch codes and SWIFT codes by bank, town or province',
    },
    { label: 'Content Hub', path: '/blog', text: 'Articles on payments, fraud and the economy' },
    {
      label: 'Contact Us',
      path: '/contact-us',
      text: 'Send us a question and we will reply by e-mail',
    },
  ],
} as const

/**
 * The search results page (`/search?q=…`): what the header's search finds, as a page of its own.
 * It is where the search form goes without JavaScript, and a result list anyone can link to.
 */
export const searchPageCopy = {
  heading: 'Search the site',
  intro:
    'Find a service, a page about us, the Annual Business Report or an article in the Content Hub. Results list pages first, then articles, as the search in the header does.',
  description:
    'Search the Mzansi Clearing website: our payment services, company pages, the Annual Business Report and the Content Hub’s articles.',
  label: 'Search for',
  submit: 'Search',
  resultsHeading: (term: string) => `Results for “${term}”`,
  pagesHeading: 'Pages',
  articlesHeading: 'Articles',
  count: (count: number) =>
    count === 0 ? 'Nothing matched.' : `${count} ${count === 1 ? 'result' : 'results'}`,
  tooShort: (minimum: number) => `Type at least ${minimum} characters, then press Search.`,
  articlesFailed: 'Articles could not be searched just now; the pages above are still found.',
  articlesOffline: 'You are offline, so articles are left out; the pages above are still found.',
  searchingArticles: 'Searching articles…',
  searchingPages: 'Searching the pages…',
} as const

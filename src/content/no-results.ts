/** The plain search form on the Not Found and no-results pages. */
export const searchFormCopy = {
  label: 'Search the site',
  placeholder: 'Search',
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

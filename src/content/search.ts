/**
 * The words of the header's site search. The header loads this module with the first page, so it
 * holds only the search's own words; the no-results page's copy is in `no-results.ts`.
 */
export const searchCopy = {
  label: 'Search the site',
  resultsRegion: 'Search results',
  placeholder: 'Search',
  open: 'Search',
  close: 'Close',
  clear: 'Clear search',
  noResults: 'No results',
  noResultsInfo: 'Try other words, or see where to look',
  searchingArticles: 'Searching articles…',
  articlesFailed: 'Articles could not be searched just now; the pages above are still found.',
  articlesOffline: 'You are offline, so articles are left out; the pages above are still found.',
  /** Announced when the results settle. */
  resultCount: (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`,
} as const

/**
 * The ranges and views an index page offers. On their own, because the index routes' search
 * validation runs in the entry bundle: importing them from index-series would load that whole
 * module with the first page.
 */
export const RANGES = ['1y', '5y', 'all'] as const
export type IndexRange = (typeof RANGES)[number]
export const VIEWS = ['level', 'change'] as const
export type IndexView = (typeof VIEWS)[number]

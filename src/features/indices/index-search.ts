/** An index page's `?range` and `?view` (a zod schema). */
export { indexSearch, type IndexSearch } from '../../api/site-search'

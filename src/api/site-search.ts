/**
 * The site's addresses: the search params of the pages that keep their state in the URL, as zod
 * schemas the router validates with (`validateSearch`) and the server renders and keys its pages
 * by. Unlike the API's response schemas, which reach the browser as types, these run in it.
 */
export {
  blogSearch,
  branchSearch,
  indexSearch,
  RANGES,
  VIEWS,
  type BlogSearch,
  type BranchSearchParams,
  type IndexRange,
  type IndexSearch,
  type IndexView,
} from '../../server/contract/site-search'

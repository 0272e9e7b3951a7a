import { config } from 'zod/mini'

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

// The site's CSP has no 'unsafe-eval'. zod compiles an object's parser with `new Function` where it
// can, and probes for it as it makes the first object schema: refused, that probe is reported as a
// violation on the page. Every zod schema in the browser is made later than this line (the address
// schemas on first use, the contact form's in its own chunk), so none probes.
config({ jitless: true })

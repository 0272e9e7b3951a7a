/**
 * What the header's search box and its lazily loaded panel share. Small on purpose: the header
 * loads it with the first page, the panel (cmdk and the index) only when the search opens.
 */

/** The text field, the same while the panel loads as once it runs. */
export const searchInputClassName =
  'text-fg min-h-8 min-w-0 w-full flex-1 bg-transparent px-1 outline-none'

/** Marks the results attached to the body as part of the search (focus there keeps it open). */
export const SEARCH_POPUP_ATTRIBUTE = 'data-site-search-popup'

/**
 * The id of the `<script type="application/json">` in a page the server rendered with data: the
 * query results the page was rendered with, so that hydration uses them instead of asking again.
 */
export const PAGE_DATA_ID = 'page-data'

/** What that script holds. */
export type PageData = { queries: { key: readonly unknown[]; data: unknown }[] }

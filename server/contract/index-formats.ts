/** How an index series' values are written: plain numbers, rand, or percentages. */
export const INDEX_FORMATS = ['number', 'currency', 'percentage'] as const
export type IndexFormat = (typeof INDEX_FORMATS)[number]

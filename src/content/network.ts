/** What the site says about the connection where a part of a page needs one. */
export const networkCopy = {
  /** Below a part's "… need(s) a connection" heading while it waits, offline, for its data. */
  loadsWhenOnline:
    'You appear to be offline. This part of the page will load by itself when you are back online.',
} as const

/** Words for the list of published documents on Key Rules and Procedures. */
export const publishedDocuments = {
  loading: 'Loading our documents',
  errorTitle: 'We could not load our documents',
  offlineTitle: 'Our documents need a connection',
  empty: 'We have no documents published at the moment. Ask us for the one you need.',
  /** Shown under each title: what the link gives you. */
  format: 'PDF document, opens in your browser',
  /** Descriptions listed first, in this order; the others follow in the API's order. */
  first: ['Self-Assessment Disclosure Framework'] as readonly string[],
}

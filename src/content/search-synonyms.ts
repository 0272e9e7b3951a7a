/**
 * Words visitors search with that the site's pages do not use, each with the words the pages do
 * use (the site search looks for both). Kept short and reviewed, beside the routes' keywords: add
 * a line when the search logs or a visitor show a word that found nothing, never a guess.
 */
export const searchSynonyms: Readonly<Record<string, readonly string[]>> = {
  // The UK's and the US's names for what South African banks call a branch code.
  'sort code': ['branch code'],
  'routing number': ['branch code'],
  'routing code': ['branch code'],
  'bsb number': ['branch code'],
  // PayShap is the Rapid Payments Programme's name for the public; "instant payments" is how
  // visitors describe it.
  'instant payments': ['payshap', 'rapid payments'],
  'instant payment': ['payshap', 'rapid payments'],
  payshap: ['instant payments', 'rapid payments'],
  'real time payments': ['rapid payments', 'real-time clearing'],
  // The plural and the singular of the debit order, as visitors type both.
  'debit orders': ['debit order'],
  'debit order': ['debit orders'],
  'stop order': ['debit order'],
}

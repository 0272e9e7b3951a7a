import type { PageIntroCopy } from './types'

export const notFound: PageIntroCopy & { suggestionsHeading: string } = {
  heading: 'We could not find that page',
  intro:
    'The address may be mistyped, or the page may have moved when we reorganised the site. Nothing has gone wrong with any payment or service: only this web address does not lead to a page.',
  suggestionsHeading: 'Where to go from here',
}

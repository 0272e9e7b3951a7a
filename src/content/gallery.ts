import type { PageCopy } from './types'

export const widgetGallery: PageCopy = {
  heading: 'Widget gallery',
  intro:
    'This developer page shows every widget in our library in each of its states, such as default, disabled, error, loading and open. Developers, designers and accessibility auditors use it to check how each widget looks and behaves in the light and dark themes, and in forced colours (a Windows contrast theme), before it appears on the site’s pages. In forced colours the browser replaces our colours with the visitor’s and drops backgrounds, so every selected, current, pressed or focused state is drawn in the system colours Highlight and HighlightText with a border or a ring, never by a background alone. Under “What a screen reader says”, each widget lists phrase by phrase what a screen reader says while its main interactions are played: transcripts from Guidepup’s virtual screen reader, checked by the unit tests.',
  description:
    'Every widget in our library in each of its states, in the light and dark themes and in forced colours, for developers, designers and accessibility auditors.',
}

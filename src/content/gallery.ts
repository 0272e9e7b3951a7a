import type { PageIntroCopy } from './types'

export const widgetGallery: PageIntroCopy = {
  heading: 'Widget gallery',
  intro:
    'This developer page shows every widget in our library in each of its states, such as default, disabled, error, loading and open. Developers, designers and accessibility auditors use it to check how each widget looks and behaves in the light and dark themes before it appears on the site’s pages.',
}

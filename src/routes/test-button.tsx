import { createFileRoute } from '@tanstack/react-router'
import { GalleryPage } from '../features/gallery/gallery-page'
import { namedSearch } from '../lib/search-params'

export const Route = createFileRoute('/test-button')({
  staticData: {
    title: 'Widget Gallery',
    unlisted: true,
    noindex: true,
  },
  // `?widget=dropdown-select` shows that widget's examples alone: a light page to work on one.
  validateSearch: namedSearch(['widget'], (search): { widget?: string } =>
    typeof search.widget === 'string' ? { widget: search.widget } : {},
  ),
  component: GalleryRoute,
})

function GalleryRoute() {
  const { widget } = Route.useSearch()
  return <GalleryPage only={widget} />
}

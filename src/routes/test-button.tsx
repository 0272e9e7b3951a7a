import { createFileRoute } from '@tanstack/react-router'
import { GalleryPage } from '../features/gallery/gallery-page'
import { widgetGallery } from '../content/gallery'

export const Route = createFileRoute('/test-button')({
  staticData: {
    title: 'Widget Gallery',
    unlisted: true,
    noindex: true,
    keywords: [
      'widget gallery',
      'widgets',
      'components',
      'test button',
      'examples',
      'UI library',
      'design system',
      'accessibility',
    ],
    description: widgetGallery.description,
  },
  // `?widget=dropdown-select` shows that widget's examples alone: a light page to work on one.
  validateSearch: (search: Record<string, unknown>): { widget?: string } => ({
    widget: typeof search.widget === 'string' ? search.widget : undefined,
  }),
  component: GalleryRoute,
})

function GalleryRoute() {
  const { widget } = Route.useSearch()
  return <GalleryPage only={widget} />
}

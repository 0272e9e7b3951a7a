import { createFileRoute } from '@tanstack/react-router'
import { widgetGallery } from '../content/gallery'
import { WidgetGallery } from '../features/gallery/widget-gallery'
import { PageIntro } from '../shell/page-intro'

export const Route = createFileRoute('/test-button')({
  staticData: {
    title: 'Widget Gallery',
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
    unlisted: true,
    prerender: false,
  },
  component: () => (
    <>
      <PageIntro {...widgetGallery} />
      <WidgetGallery />
    </>
  ),
})

import { widgetGallery } from '../../content/gallery'
import { PageIntro } from '../../templates/page-intro'
import { WidgetGallery } from './widget-gallery'

/** The widget gallery: every widget's examples, or only those of the widget named by `only`. */
export function GalleryPage({ only }: { only?: string }) {
  return (
    <>
      <PageIntro {...widgetGallery} />
      <WidgetGallery only={only} />
    </>
  )
}

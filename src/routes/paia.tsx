import { createFileRoute } from '@tanstack/react-router'
import { loadPublishedDocuments } from '../features/page-data/route-loader'
import { paiaManual } from '../content/legal'
import { LegalPage } from '../features/legal/legal-page'

export const Route = createFileRoute('/paia')({
  staticData: {
    title: 'PAIA',
  },
  // Its documents to download are in the served page, so they work without JavaScript.
  loader: loadPublishedDocuments,
  component: () => <LegalPage content={paiaManual} />,
})

import { createFileRoute } from '@tanstack/react-router'
import { loadPublishedDocuments } from '../features/page-data/route-loader'
import { paiaManual } from '../content/legal'
import { LegalPage } from '../features/legal/legal-page'

export const Route = createFileRoute('/paia')({
  staticData: {
    title: 'PAIA',
    keywords: [
      'PAIA',
      'PAIA manual',
      'Promotion of Access to Information Act',
      'access to information',
      'request records',
      'information officer',
      'records request',
      'Act 2 of 2000',
      'form 2',
      'access request fees',
    ],
    description: paiaManual.intro.description,
  },
  // Its documents to download are in the served page, so they work without JavaScript.
  loader: loadPublishedDocuments,
  component: () => <LegalPage content={paiaManual} />,
})

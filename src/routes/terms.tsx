import { createFileRoute } from '@tanstack/react-router'
import { loadPublishedDocuments } from '../features/page-data/route-loader'
import { termsOfUse } from '../content/legal'
import { LegalPage } from '../features/legal/legal-page'

export const Route = createFileRoute('/terms')({
  staticData: {
    title: 'Terms of Use',
    keywords: [
      'terms',
      'terms of use',
      'terms and conditions',
      'T&Cs',
      'legal',
      'disclaimer',
      'website terms',
      'copyright',
      'intellectual property',
      'conditions of use',
    ],
    description: termsOfUse.intro.description,
  },
  // Its documents to download are in the served page, so they work without JavaScript.
  loader: loadPublishedDocuments,
  component: () => <LegalPage content={termsOfUse} />,
})

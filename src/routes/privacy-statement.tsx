import { createFileRoute } from '@tanstack/react-router'
import { loadPublishedDocuments } from '../features/page-data/route-loader'
import { privacyStatementPage } from '../content/legal'
import { LegalPage } from '../features/legal/legal-page'

export const Route = createFileRoute('/privacy-statement')({
  staticData: {
    title: 'Privacy Statement',
    keywords: [
      'privacy',
      'privacy statement',
      'privacy policy',
      'POPIA',
      'POPI Act',
      'personal information',
      'data protection',
      'cookies',
      'information officer',
      'data subject rights',
    ],
    description: privacyStatementPage.intro.description,
  },
  // Its documents to download are in the served page, so they work without JavaScript.
  loader: loadPublishedDocuments,
  component: () => <LegalPage content={privacyStatementPage} />,
})

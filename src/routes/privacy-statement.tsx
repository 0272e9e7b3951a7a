import { createFileRoute } from '@tanstack/react-router'
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
  },
  component: () => <LegalPage content={privacyStatementPage} />,
})

import { createFileRoute } from '@tanstack/react-router'
import { privacyStatementPage } from '../content/legal'
import { LegalPage } from '../features/legal/legal-page'

export const Route = createFileRoute('/privacy-statement')({
  staticData: {
    title: 'Privacy Statement',
  },
  component: () => <LegalPage content={privacyStatementPage} />,
})

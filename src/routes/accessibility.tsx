import { createFileRoute } from '@tanstack/react-router'
import { accessibilityStatement } from '../content/accessibility'
import { LegalPage } from '../features/legal/legal-page'

export const Route = createFileRoute('/accessibility')({
  staticData: {
    title: 'Accessibility',
  },
  component: () => <LegalPage content={accessibilityStatement} />,
})

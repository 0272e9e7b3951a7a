import { createFileRoute } from '@tanstack/react-router'
import { accessibilityStatement } from '../content/accessibility'
import { LegalPage } from '../features/legal/legal-page'

export const Route = createFileRoute('/accessibility')({
  staticData: {
    title: 'Accessibility',
    keywords: [
      'accessibility',
      'accessibility statement',
      'WCAG',
      'screen reader',
      'keyboard',
      'high contrast',
      'disability',
      'report a problem',
      'assistive technology',
    ],
    description: accessibilityStatement.intro.description,
  },
  component: () => <LegalPage content={accessibilityStatement} />,
})

import { createFileRoute } from '@tanstack/react-router'
import { termsOfUse } from '../content/legal'
import { LegalPage } from '../features/legal/legal-page'

export const Route = createFileRoute('/terms')({
  staticData: {
    title: 'Terms of Use',
  },
  component: () => <LegalPage content={termsOfUse} />,
})

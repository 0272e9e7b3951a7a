import { createFileRoute } from '@tanstack/react-router'
import { paiaManual } from '../content/legal'
import { LegalPage } from '../features/legal/legal-page'

export const Route = createFileRoute('/paia')({
  staticData: {
    title: 'PAIA',
  },
  component: () => <LegalPage content={paiaManual} />,
})

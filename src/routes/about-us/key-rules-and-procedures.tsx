import { createFileRoute } from '@tanstack/react-router'
import { KeyRulesPage } from '../../features/company/key-rules-page'

export const Route = createFileRoute('/about-us/key-rules-and-procedures')({
  staticData: {
    title: 'Key Rules and Procedures',
  },
  component: KeyRulesPage,
})

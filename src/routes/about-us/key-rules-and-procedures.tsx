import { createFileRoute } from '@tanstack/react-router'
import { KeyRulesPage } from '../../features/company/key-rules-page'

export const Route = createFileRoute('/about-us/key-rules-and-procedures')({
  staticData: {
    title: 'Key Rules and Procedures',
    keywords: [
      'rules',
      'procedures',
      'PASA',
      'National Payment System Act',
      'regulation',
      'compliance',
      'disputes',
      'settlement obligations',
      'Reserve Bank',
      'disclosure framework',
      'governance',
    ],
  },
  component: KeyRulesPage,
})

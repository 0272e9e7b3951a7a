import { createFileRoute } from '@tanstack/react-router'
import { loadPublishedDocuments } from '../../features/page-data/route-loader'
import { KeyRulesPage } from '../../features/company/key-rules-page'
import { company } from '../../content/company'

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
    description: company.keyRules.description,
  },
  // Its documents to download are in the served page, so they work without JavaScript.
  loader: loadPublishedDocuments,
  component: KeyRulesPage,
})

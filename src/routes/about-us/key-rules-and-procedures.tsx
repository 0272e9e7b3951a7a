import { createFileRoute } from '@tanstack/react-router'
import { keyRules } from '../../content/company/key-rules'
import { CompanyPage } from '../../templates/company-page'
import { PublishedDocuments } from '../../templates/published-documents'

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
  component: () => <CompanyPage content={keyRules} slots={{ documents: <PublishedDocuments /> }} />,
})

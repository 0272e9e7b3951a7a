import { createFileRoute } from '@tanstack/react-router'
import { loadPublishedDocuments } from '../../features/page-data/route-loader'
import { KeyRulesPage } from '../../features/company/key-rules-page'

export const Route = createFileRoute('/about-us/key-rules-and-procedures')({
  staticData: {
    title: 'Key Rules and Procedures',
  },
  // Its documents to download are in the served page, so they work without JavaScript.
  loader: loadPublishedDocuments,
  component: KeyRulesPage,
})

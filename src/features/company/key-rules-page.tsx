import { keyRules } from '../../content/company/key-rules'
import { PublishedDocuments } from '../documents/published-documents'
import { CompanyPage } from './company-page'

/** Key Rules and Procedures: the company page, with the published documents from the API. */
export function KeyRulesPage() {
  return <CompanyPage content={keyRules} slots={{ documents: <PublishedDocuments /> }} />
}

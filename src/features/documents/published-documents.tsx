import { Download, FileText } from 'lucide-react'
import { describeApiError, fileUrl } from '../../api/client'
import { useApiQuery } from '../../api/query-client'
import { publishedDocuments } from '../../content/company/documents'
import { certificatesQuery } from './queries'
import { LoadError } from '../../ui/load-error'
import { isWaitingForConnection, NeedsConnection } from '../network/needs-connection'
import { Spinner } from '../../ui/spinner'

const copy = publishedDocuments

/** Rows reserved while loading, so the section does not jump when the list arrives. */
const PLACEHOLDER_ROWS = 2

/** Where a document goes in the list: the ones named in `first` lead, in that order. */
function rank(description: string) {
  const index = copy.first.indexOf(description.trim())
  return index === -1 ? copy.first.length : index
}

/**
 * The documents the API publishes (GET /Certificates), each with a link to its PDF from the file
 * handler. Loading, waiting offline, failure (with a retry) and an empty list each have their
 * own state.
 */
export function PublishedDocuments() {
  const documents = useApiQuery(certificatesQuery())

  if (isWaitingForConnection(documents)) {
    return (
      <NeedsConnection data-slot="published-documents" headingLevel={3} title={copy.offlineTitle} />
    )
  }

  if (documents.isPending) {
    return (
      <div data-slot="published-documents" data-state="loading" aria-busy="true">
        <Spinner label={copy.loading} showLabel className="text-muted mb-3" />
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-hidden="true">
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
            <li
              key={index}
              className="bg-surface-raised border-border h-[76px] rounded-lg border"
            />
          ))}
        </ul>
      </div>
    )
  }

  if (documents.isError) {
    return (
      <LoadError
        data-slot="published-documents"
        data-state="error"
        headingLevel={3}
        title={copy.errorTitle}
        message={describeApiError(documents.error)}
        retrying={documents.isFetching}
        onRetry={() => void documents.refetch()}
      />
    )
  }

  const list = [...documents.data].sort((a, b) => rank(a.description) - rank(b.description))
  if (list.length === 0) {
    return (
      <p data-slot="published-documents" data-state="empty" className="text-muted">
        {copy.empty}
      </p>
    )
  }

  return (
    <ul
      data-slot="published-documents"
      data-state="ready"
      className="grid grid-cols-1 gap-3 md:grid-cols-2"
    >
      {list.map((document) => (
        <li key={document.documentGuid} className="min-w-0">
          <a
            href={fileUrl(document.documentGuid)}
            type="application/pdf"
            data-document-link={document.documentGuid}
            className="border-border bg-surface-raised hover:border-primary group flex min-h-[76px] items-center gap-4 rounded-lg border p-4 shadow-xs"
          >
            <FileText
              aria-hidden="true"
              className="text-primary dark:text-accent size-8 shrink-0"
            />
            <span className="flex min-w-0 flex-col">
              <span className="text-link font-semibold underline decoration-1 underline-offset-4 group-hover:decoration-2">
                {document.title.trim() || document.description.trim()}
              </span>
              <span className="text-muted text-sm">{copy.format}</span>
            </span>
            <Download aria-hidden="true" className="text-muted ml-auto size-5 shrink-0" />
          </a>
        </li>
      ))}
    </ul>
  )
}

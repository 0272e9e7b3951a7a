import { useEffect } from 'react'
import { fileUrl } from '../../api/client'
import { useApiQuery } from '../../api/query-client'
import { certificatesQuery, pciBadgeQuery } from './queries'

/** A published document a footer link opens: its file's address and id. */
export type FooterDocument = { href: string; guid: string }

/**
 * Finds the published document a footer link names, once the API lists it, and tells the link
 * (null while loading, when it is missing, or when the API fails). It renders nothing: the link
 * itself stays the same element, so focus on it is never lost when its address changes.
 */
export function FooterDocumentLookup({
  description,
  onFound,
}: {
  description: string
  onFound: (document: FooterDocument | null) => void
}) {
  const certificates = useApiQuery(certificatesQuery())
  const guid = certificates.data?.find(
    (certificate) => certificate.description === description,
  )?.documentGuid
  useEffect(() => {
    onFound(guid === undefined ? null : { href: fileUrl(guid), guid })
  }, [guid, onFound])
  return null
}

/** The latest PCI DSS badge, or nothing when the API has none or cannot be reached. */
export function PciBadgeImage() {
  const badge = useApiQuery(pciBadgeQuery())
  if (!badge.isSuccess) return null
  return (
    <img
      data-slot="pci-badge"
      src={badge.data.imageUrl}
      alt={badge.data.alt}
      title={`${badge.data.standard}, valid until ${badge.data.validUntil}`}
      width={48}
      height={57}
      loading="lazy"
      decoding="async"
      className="h-[57px] w-12 rounded-sm bg-white p-0.5"
    />
  )
}

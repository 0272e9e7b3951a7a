import { fileUrl } from '../../api/client'
import { useApiQuery } from '../../api/query-client'
import { destination, type DocumentNavLink } from '../../content/navigation'
import { Anchor } from '../../ui/anchor'
import { certificatesQuery, pciBadgeQuery } from './queries'

/**
 * A footer link to a published document: the PDF from the file handler when the API lists it,
 * otherwise (while loading, when it is missing, or when the API fails) the configured link, which
 * opens like any other link to its address (a page of the site never in a new tab).
 * Either way it carries `data-document-link`, as its address may change once the API answers.
 */
export function FooterDocumentLink({
  link,
  className,
}: {
  link: DocumentNavLink
  className?: string
}) {
  const certificates = useApiQuery(certificatesQuery())
  const document = certificates.data?.find(
    (certificate) => certificate.description === link.documentDescription,
  )
  if (!document) {
    return (
      <Anchor {...destination(link)} data-document-link="" className={className}>
        {link.title}
      </Anchor>
    )
  }
  return (
    <Anchor
      path={fileUrl(document.documentGuid)}
      strategy="href"
      target={link.documentTarget}
      type="application/pdf"
      data-document-link={document.documentGuid}
      className={className}
    >
      {link.title}
      <span className="sr-only"> (PDF)</span>
    </Anchor>
  )
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

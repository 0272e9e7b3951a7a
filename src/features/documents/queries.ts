import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../api/client'
import type { Certificate, PciBadge } from '../../api/types'

/** Every published document: `{ description, documentGuid, title }`. */
export const certificatesQuery = () =>
  queryOptions({
    queryKey: ['certificates'],
    queryFn: ({ signal }) => apiGet<Certificate[]>('/Certificates', { signal }),
    staleTime: 60 * 60_000,
  })

/** The latest PCI DSS badge. */
export const pciBadgeQuery = () =>
  queryOptions({
    queryKey: ['pci-badge'],
    queryFn: ({ signal }) => apiGet<PciBadge>('/PciBadge', { signal }),
    staleTime: 60 * 60_000,
  })

import type { PageDataLoader } from '../page-data/loaders'
import { certificatesQuery } from './queries'

/**
 * The published documents a page lists ("Documents to download"): served in its HTML, so the
 * PDFs can be reached before and without JavaScript.
 */
export const publishedDocumentsData = (): PageDataLoader => (data) => data.get(certificatesQuery())

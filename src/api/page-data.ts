import { hashKey } from '@tanstack/react-query'
import { PAGE_DATA_ID, type PageData } from '../lib/page-data'
import { browserScope } from './query-client'

/**
 * Puts the data a server-rendered page embeds into the site's query client before the page
 * hydrates, and marks those queries usable while it does: hydration renders exactly what the
 * server rendered, and asks the API for none of it. Returns how many queries it seeded.
 */
export function seedPageData(doc: Document = document): number {
  const element = doc.getElementById(PAGE_DATA_ID)
  if (!element?.textContent) return 0
  let pageData: PageData
  try {
    pageData = JSON.parse(element.textContent) as PageData
  } catch (error) {
    console.warn('The page data could not be read; the page asks the API instead.', error)
    return 0
  }
  if (!Array.isArray(pageData.queries)) return 0
  for (const { key, data } of pageData.queries) {
    if (!Array.isArray(key) || data === undefined) continue
    browserScope.client.setQueryData(key, data)
    browserScope.embedded.add(hashKey(key))
  }
  return pageData.queries.length
}

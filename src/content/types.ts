/** What every page shows first: its h1 and one honest introductory paragraph. */
export interface PageIntroCopy {
  heading: string
  intro: string
}

/** A link a page offers as a next step: an app path, or an external URL (`external: true`). */
export type PageLink = { label: string; path: string; external?: boolean }

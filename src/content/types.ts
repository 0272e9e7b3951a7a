/** What every page shows first: its h1 and one honest introductory paragraph. */
export interface PageIntroCopy {
  heading: string
  intro: string
}

/** A page's own introduction, with the description its head gives search results and previews. */
export interface PageCopy extends PageIntroCopy {
  /**
   * The page in one or two sentences of 70 to 160 characters, for `<meta name="description">`:
   * written from its introduction, not repeating it, and unlike any other page's.
   */
  description: string
}

/** A link a page offers as a next step: an app path, or an external URL (`external: true`). */
export type PageLink = { label: string; path: string; external?: boolean }

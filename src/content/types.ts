/** What every page shows first: its h1 and one honest introductory paragraph. */
export interface PageIntroCopy {
  heading: string
  intro: string
}

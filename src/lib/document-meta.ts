/** Sets a `<meta>` tag's content, creating the tag when the page lacks it. */
export function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!tag) {
    tag = document.createElement('meta')
    tag.setAttribute(attribute, key)
    document.head.append(tag)
  }
  tag.setAttribute('content', content)
}

/** The browser title and the social sharing tags, which the spec sets to the same title. */
export function setPageMeta(title: string, siteName: string): void {
  document.title = title
  setMeta('property', 'og:title', title)
  setMeta('property', 'og:description', title)
  setMeta('property', 'og:site_name', siteName)
}

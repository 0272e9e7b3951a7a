/** A `matchMedia` whose answer to each media query is decided by `matches`. */
export function fakeMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}

/** Answers media queries as `matches` says until the returned function restores the default. */
export function mockMatchMedia(matches: (query: string) => boolean): () => void {
  const original = window.matchMedia
  window.matchMedia = fakeMatchMedia(matches)
  return () => {
    window.matchMedia = original
  }
}

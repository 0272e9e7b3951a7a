/**
 * What a page says when its address held search params it could not use, which it left out (a
 * hand-edited or outdated link, say): each one named as the page calls it, "a page number".
 */
export function ignoredParamsMessage(names: readonly string[]): string {
  const list =
    names.length <= 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`
  return names.length === 1
    ? `This address had ${list} that this page could not use, so it was left out.`
    : `This address had ${list} that this page could not use, so they were left out.`
}

/**
 * A route's `validateSearch` that names the params its page reads. The server renders such a page
 * per request and keys its cache by those params alone, in this order, so that other params never
 * make another render (`serverRenderedRoutes` in entry-prerender.tsx reads them).
 */
export type NamedSearchValidator<T> = ((search: Record<string, unknown>) => T) & {
  readonly params: readonly string[]
}

/** `validate`, naming the params it reads. */
export function namedSearch<T>(
  params: readonly string[],
  validate: (search: Record<string, unknown>) => T,
): NamedSearchValidator<T> {
  return Object.assign(validate, { params })
}

/** The params a route's `validateSearch` names; none when it names none. */
export function searchParamNames(validateSearch: unknown): readonly string[] {
  const params = (validateSearch as { params?: unknown } | undefined)?.params
  return Array.isArray(params) && params.every((name) => typeof name === 'string') ? params : []
}

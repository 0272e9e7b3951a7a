import * as z from 'zod/mini'
import { PROVINCES } from './provinces.ts'

/**
 * The site's addresses: the search params of the pages that keep their state in the URL (the
 * Content Hub, the branch locator and the index pages), one zod schema each. The router validates
 * with them (`validateSearch`, in the browser and in the server's render), and the server keys its
 * rendered pages and checks the Content Hub's filters by them.
 *
 * zod/mini, not zod: the routes' validation loads with every page (the entry), and zod/mini is the
 * same checks at a third of the weight.
 */

/** How an index page's chart can span: the last year, five years, or the whole series. */
export const RANGES = ['1y', '5y', 'all'] as const
export type IndexRange = (typeof RANGES)[number]
/** What an index page's chart shows: the index's level or its change over a year. */
export const VIEWS = ['level', 'change'] as const
export type IndexView = (typeof VIEWS)[number]

/** A list's last page number an address may ask for. */
export const MAX_PAGE = 10_000
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A lower-case kebab-case name of at most `max` characters: a category, a tag or a bank. */
const kebab = (max: number) => z.string().check(z.maxLength(max), z.regex(KEBAB))

/** A list's page: 1 to 10,000. Page 1 has no number in its address, so each view has one. */
const pageNumber = () =>
  z.pipe(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE)),
    z.transform((page) => (page === 1 ? undefined : page)),
  )

/**
 * The branch search's words, trimmed and at most 100 characters. The router reads `?q=2000` as the
 * number 2000 (a postal code), which is a search too.
 */
const searchWords = () =>
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((words) => String(words).trim().slice(0, 100) || undefined),
  )

type Fields = Record<string, z.ZodMiniType>

/** The values a page reads from its address: each one its field's, or undefined. */
export type SearchOf<F extends Fields> = { [K in keyof F]?: z.output<F[K]> } & {
  /**
   * The params the address held that the page could not use, which were left out: their names,
   * comma-separated in the page's order. The page says so; the address keeps this until the
   * visitor moves on, so that the page the server sends after its redirect can say it too.
   */
  ignored?: string
}

/**
 * A page's search params: the zod schema of its fields, each dropped to undefined when bad (a
 * shared or hand-typed address never breaks the page), and `validate`, the route's
 * `validateSearch`, which also names the params it dropped (`ignored`).
 */
export type SiteSearch<F extends Fields> = {
  /** The params the page reads, in the order its canonical address lists them. */
  params: readonly string[]
  schema: z.ZodMiniType<SearchOf<F>, Record<string, unknown>>
  validate: (raw: Record<string, unknown>) => SearchOf<F>
}

/**
 * A page's search params from its fields. The schemas are made when first used, not as the module
 * loads: the route tree, and so this module, is in every page's first load, and only three pages
 * read their address.
 */
function siteSearch<F extends Fields>(makeFields: () => F): SiteSearch<F> {
  let made: { names: string[]; schema: z.ZodMiniType<SearchOf<F>, Record<string, unknown>> }
  const make = () => (made ??= makeSchema(makeFields()))
  return {
    get params() {
      return [...make().names, 'ignored']
    },
    get schema() {
      return make().schema
    },
    validate(raw) {
      const { names, schema } = make()
      const values = schema.parse(raw) as Record<string, unknown>
      // Every key is set, to undefined when dropped: the router lays this over the raw params.
      const search: Record<string, unknown> = {}
      for (const name of [...names, 'ignored']) search[name] = values[name]
      return search as SearchOf<F>
    },
  }
}

function makeSchema<F extends Fields>(fields: F) {
  const names = Object.keys(fields)
  const field = (name: string) => fields[name] as z.ZodMiniType
  const lenient: Record<string, z.ZodMiniType> = {}
  for (const name of names) lenient[name] = z.catch(z.optional(field(name)), undefined)
  /** The names the address held in `ignored`, when they are all this page's. */
  const carried = (list: unknown) =>
    typeof list === 'string' && list.split(',').every((name) => names.includes(name))
      ? list.split(',')
      : []
  const schema = z.pipe(
    z.transform((raw: Record<string, unknown>): Record<string, unknown> => {
      const ignored = new Set(carried(raw.ignored))
      for (const name of names)
        if (raw[name] !== undefined && !field(name).safeParse(raw[name]).success) ignored.add(name)
      const list = names.filter((name) => ignored.has(name)).join(',')
      return { ...raw, ignored: list === '' ? undefined : list }
    }),
    z.object({ ...lenient, ignored: z.optional(z.string()) }) as z.ZodMiniType<
      unknown,
      Record<string, unknown>
    >,
  ) as unknown as z.ZodMiniType<SearchOf<F>, Record<string, unknown>>
  return { names, schema }
}

/** The Content Hub (`/blog`): a category, a tag and a page of the list. */
export const blogSearch = siteSearch(() => ({
  category: kebab(100),
  tag: kebab(100),
  page: pageNumber(),
}))
export type BlogSearch = SearchOf<typeof blogSearch extends SiteSearch<infer F> ? F : never>

/**
 * The branch locator (`/branch-search`): words, a bank and a province ("all", what each select
 * sends from a form for every bank or province, is none) and a page of the results.
 */
export const branchSearch = siteSearch(() => ({
  q: searchWords(),
  bank: z.pipe(kebab(50), z.transform(noneIfAll)),
  province: z.pipe(z.enum([...PROVINCES, 'all']), z.transform(noneIfAll)),
  page: pageNumber(),
}))

/** What a select sends for "every bank" or "every province": no filter. */
function noneIfAll<T extends string>(value: T): Exclude<T, 'all'> | undefined {
  return value === 'all' ? undefined : (value as Exclude<T, 'all'>)
}
export type BranchSearchParams = SearchOf<
  typeof branchSearch extends SiteSearch<infer F> ? F : never
>

/** An index page (`/data-insights/indices/…`): the chart's range and view. */
export const indexSearch = siteSearch(() => ({ range: z.enum(RANGES), view: z.enum(VIEWS) }))
export type IndexSearch = SearchOf<typeof indexSearch extends SiteSearch<infer F> ? F : never>

/**
 * The redirect routes' targets, part of `site.links` (`site.ts`). A module of its own because the
 * route tree, in every first load, needs these two and nothing else of the brand.
 * The `.example` defaults are placeholders that mark what an operator must configure; internal
 * defaults point at the page of this site that serves the same purpose until an external system
 * exists. Each comes from a `VITE_*` environment variable at build time (see the README).
 */
const env = import.meta.env

export function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim()
  return trimmed ? trimmed : fallback
}

export const blogLink = setting(env.VITE_LINK_BLOG, '/blog')
export const businessReportsLink = setting(
  env.VITE_LINK_BUSINESS_REPORTS,
  'https://www.mzansiclearing.example/annual-business-report',
)

/**
 * Addresses outside this site, part of `site` (`site.ts`). A module of its own because the route
 * tree, in every first load, needs these (its redirect routes) and nothing else of the brand.
 * The `.example` defaults are placeholders that mark what an operator must configure; internal
 * defaults point at the page of this site that serves the same purpose until an external system
 * exists. Each comes from a `VITE_*` environment variable at build time (see the README).
 */
const env = import.meta.env

function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim()
  return trimmed ? trimmed : fallback
}

export const siteLinks = {
  blog: setting(env.VITE_LINK_BLOG, '/blog'),
  careers: setting(env.VITE_LINK_CAREERS, '/about-us/career'),
  login: setting(env.VITE_LINK_LOGIN, 'https://members.mzansiclearing.example/login'),
  register: setting(env.VITE_LINK_REGISTER, 'https://members.mzansiclearing.example/register'),
  forgotPassword: setting(
    env.VITE_LINK_FORGOT_PASSWORD,
    'https://members.mzansiclearing.example/forgot-password',
  ),
  businessReports: setting(
    env.VITE_LINK_BUSINESS_REPORTS,
    'https://www.mzansiclearing.example/annual-business-report',
  ),
  privacyStatement: setting(env.VITE_LINK_PRIVACY_STATEMENT, '/privacy-statement'),
  disclosureFramework: setting(
    env.VITE_LINK_DISCLOSURE_FRAMEWORK,
    '/about-us/key-rules-and-procedures',
  ),
} as const

/**
 * The brand and its configuration, in one place. An operator re-brands the site by editing this
 * file, the colour tokens in `src/styles/theme.css` and the two logo files in `public/`;
 * deployment-specific values come from `VITE_*` environment variables at build time (see the
 * README).
 */
import { blogLink, businessReportsLink, setting } from './site-links'

const env = import.meta.env

/**
 * Addresses outside this site. The `.example` defaults are placeholders that mark what an
 * operator must configure; internal defaults point at the page of this site that serves the same
 * purpose until an external system exists.
 */
const siteLinks = {
  blog: blogLink,
  careers: setting(env.VITE_LINK_CAREERS, '/about-us/career'),
  login: setting(env.VITE_LINK_LOGIN, 'https://members.mzansiclearing.example/login'),
  register: setting(env.VITE_LINK_REGISTER, 'https://members.mzansiclearing.example/register'),
  forgotPassword: setting(
    env.VITE_LINK_FORGOT_PASSWORD,
    'https://members.mzansiclearing.example/forgot-password',
  ),
  businessReports: businessReportsLink,
  privacyStatement: setting(env.VITE_LINK_PRIVACY_STATEMENT, '/privacy-statement'),
  disclosureFramework: setting(
    env.VITE_LINK_DISCLOSURE_FRAMEWORK,
    '/about-us/key-rules-and-procedures',
  ),
} as const

export const site = {
  name: 'Mzansi Clearing',
  legalName: 'Mzansi Clearing',
  tagline: 'Payment clearing and switching for Southern Africa',
  description:
    'Mzansi Clearing clears and switches electronic payments between banks and businesses in South Africa and the SADC region: EFT, card and ATM switching, instant payments, account verification, DebiCheck and cross-border clearing.',
  themeColour: { light: '#ffffff', dark: '#1d1a60' },
  logo: {
    light: '/logo-horizontal.svg',
    dark: '/logo-horizontal-dark.svg',
    width: 220,
    height: 48,
  },
  /** Appended to the site root when the logo is clicked. */
  homeLinkPath: setting(env.VITE_HOME_LINK_PATH, '/'),
  contactEmail: setting(env.VITE_CONTACT_EMAIL, 'info@mzansiclearing.example'),
  links: siteLinks,
  api: {
    baseUrl: setting(env.VITE_API_BASE_URL, '/api/public/v2'),
    appName: setting(env.VITE_BSA_APP_NAME, 'WEBSITE'),
    appToken: setting(env.VITE_BSA_TOKEN, 'public-website'),
    bearerToken: setting(env.VITE_BEARER_TOKEN, 'public-website'),
    cmsArea: 'CH',
  },
} as const

export type Site = typeof site

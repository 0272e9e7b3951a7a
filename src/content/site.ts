/**
 * The brand and its configuration, in one place. An operator re-brands the site by editing this
 * file, the colour tokens in `src/styles/theme.css` and the two logo files in `public/`;
 * deployment-specific values come from `VITE_*` environment variables at build time (see the
 * README).
 */
import { siteLinks } from './site-links'

const env = import.meta.env

function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim()
  return trimmed ? trimmed : fallback
}

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
  /** Addresses outside this site (`site-links.ts`, a module of its own for the route tree). */
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

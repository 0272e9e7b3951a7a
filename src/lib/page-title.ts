/**
 * The browser title for a URL path, by the spec's rules:
 * - `/` is the product name;
 * - one segment: its friendly name, else the hyphenated segment in title case;
 * - several segments: "Section | Page", the section in title case and the page by the rule above;
 * - a third segment that is not a number is appended in upper case in brackets.
 */

/** The spec's friendly names, extended so our own routes' acronyms read right. */
export const friendlyNames: Readonly<Record<string, string>> = {
  'atm-switching': 'ATM Switching',
  login: 'Member Services',
  'branch-search': 'Bank Branch Locator',
  csr: 'Social Responsibility',
  'our-heritage': 'Our History',
  speakers: "Speakers' Corner",
  'swift-solutions': 'SWIFT Solutions',
  paia: 'PAIA',
  eft: 'EFT',
  fi: 'Transactional Fraud Mitigation (TFM)',
  'pos-switching': 'POS Switching',
  '3d-secure': '3D Secure',
  'rapid-payments-programme': 'Rapid Payments Programme (RPP)',
  'account-verification-services': 'Account Verification Services (AVS)',
  'early-debit-order': 'Early Debit Order (EDO)',
  'cash-management': 'Cash Management (ICMS)',
  'authenticated-collections': 'Authenticated Collections (DebiCheck)',
  'transactions-cleared-on-an-immediate-basis': 'Transactions Cleared on an Immediate Basis (TCIB)',
  'real-time-clearing': 'Real-Time Clearing',
  'key-rules-and-procedures': 'Key Rules and Procedures',
  'future-of-payments': 'Future of Payments',
  career: 'Careers',
  indices: 'Economic Indices',
  terms: 'Terms of Use',
}

/** Words that are written in capitals wherever title case meets them. */
const acronyms: Readonly<Record<string, string>> = {
  atm: 'ATM',
  eft: 'EFT',
  pos: 'POS',
  '3d': '3D',
  rpp: 'RPP',
  avs: 'AVS',
  edo: 'EDO',
  icms: 'ICMS',
  tfm: 'TFM',
  swift: 'SWIFT',
  paia: 'PAIA',
  csr: 'CSR',
  sadc: 'SADC',
  tcib: 'TCIB',
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Splits a path (or a full URL) into its decoded, non-empty segments, ignoring query and hash. */
export function pathSegments(path: string): string[] {
  const withoutOrigin = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
  const pathname = withoutOrigin.split(/[?#]/, 1)[0] ?? ''
  return pathname
    .split('/')
    .map((segment) => decodeSegment(segment).trim())
    .filter((segment) => segment.length > 0)
}

export function titleCase(segment: string): string {
  return segment
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => {
      const lower = word.toLowerCase()
      return acronyms[lower] ?? lower.charAt(0).toUpperCase() + lower.slice(1)
    })
    .join(' ')
}

function pageName(segment: string): string {
  return friendlyNames[segment.toLowerCase()] ?? titleCase(segment)
}

export function pageTitle(path: string, productName: string): string {
  const [section, page, detail] = pathSegments(path)
  if (section === undefined) return productName
  if (page === undefined) return pageName(section)
  const title = `${titleCase(section)} | ${pageName(page)}`
  if (detail === undefined || /^\d+$/.test(detail)) return title
  return `${title} (${detail.toUpperCase()})`
}

/**
 * A South African cellphone number, the one rule for the whole product: the contact form and the
 * API both check with it (contact-message.ts), and so does the site's cellphone validator
 * (src/lib/validators.ts). Plain code, no zod: the browser imports it as it is.
 */

/** Cellphone numbers are 10 digits (spec, section 9). */
export const CELLPHONE_LENGTH = 10

/**
 * South African mobile prefixes, as libphonenumber lists them: 060–069, 070–074, 076–079 (075 is
 * unallocated) and 081–084. 080 is toll-free, 086 shared-cost and 087 VoIP, so they are not mobile.
 */
export const SA_MOBILE_PREFIX = /^0(?:6[0-9]|7[0-46-9]|8[1-4])/

/** Longer input is returned as it is, so no regular expression sees megabytes. */
const LONGEST_NORMALISED = 1024

/**
 * A cellphone number as people write it, in the 10-digit form the spec keeps: spaces, hyphens,
 * dots and brackets dropped, and the country code +27 (or 27, or 0027) put back as the leading 0.
 * "+27 82 123 4567", "27 82 123 4567", "082-123-4567" and "(082) 123 4567" all give
 * "0821234567"; anything else is returned compacted, for the check to refuse.
 */
export function normaliseCellphone(value: string): string {
  if (value.length > LONGEST_NORMALISED) return value
  const compact = value.replace(/[\s().-]/g, '')
  const national = /^(?:\+27|0027|27)([1-9]\d{8})$/.exec(compact)?.[1]
  return national === undefined ? compact : `0${national}`
}

/** Whether a normalised number is 10 digits with a South African mobile prefix. */
export function isSaCellphone(normalised: string): boolean {
  return (
    new RegExp(`^[0-9]{${CELLPHONE_LENGTH}}$`).test(normalised) && SA_MOBILE_PREFIX.test(normalised)
  )
}

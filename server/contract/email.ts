/**
 * An e-mail address is at most 254 characters, its part before the @ at most 64 (spec, 5): the
 * contact API's schema and the site's form validators hold addresses to the same lengths.
 */
export const EMAIL_MAX = 254
export const EMAIL_LOCAL_PART_MAX = 64

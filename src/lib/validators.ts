import {
  CELLPHONE_LENGTH,
  isSaCellphone,
  normaliseCellphone,
  SA_MOBILE_PREFIX,
} from '../../server/contract/cellphone'
import { EMAIL_LOCAL_PART_MAX, EMAIL_MAX } from '../../server/contract/email'

/**
 * Form validators. Each takes the field's value and returns a message a person understands, or
 * undefined when the value is fine, so each can be a react-hook-form `validate` function.
 * Every validator except `required` lets an empty value pass: combine it with `required`.
 */
export type Validator = (value: unknown) => string | undefined

/** SA ID numbers are 13 digits (spec, section 9); cellphone numbers 10, in the shared rule. */
export const ID_NUMBER_LENGTH = 13
export { CELLPHONE_LENGTH, normaliseCellphone, SA_MOBILE_PREFIX }
export { EMAIL_LOCAL_PART_MAX as EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX as EMAIL_MAX_LENGTH }

/** Longer input is refused before any pattern runs, so no regular expression sees megabytes. */
const LONGEST_CHECKED = 1024

function asText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  return ''
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'number') return Number.isNaN(value)
  return false
}

const characterCount = (text: string) => [...text].length

export function required(message = 'This field is required'): Validator {
  return (value) => (isEmpty(value) ? message : undefined)
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value
  const text = asText(value).trim()
  if (text === '' || text.length > LONGEST_CHECKED) return Number.NaN
  // Only plain ASCII decimals: Number() would also accept "0x1f", "1e3" and "Infinity".
  return /^-?(?:[0-9]+(?:[.,][0-9]*)?|[.,][0-9]+)$/.test(text)
    ? Number(text.replace(',', '.'))
    : Number.NaN
}

export function minNumber(min: number, message = `Enter a number of at least ${min}`): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined
    const number = toNumber(value)
    if (!Number.isFinite(number)) return 'Enter a number'
    return number < min ? message : undefined
  }
}

export function maxNumber(max: number, message = `Enter a number of at most ${max}`): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined
    const number = toNumber(value)
    if (!Number.isFinite(number)) return 'Enter a number'
    return number > max ? message : undefined
  }
}

/** Lengths count characters as people see them: an emoji is one, not two UTF-16 units. */
export function minLength(
  min: number,
  message = `Enter at least ${min} character${min === 1 ? '' : 's'}`,
): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined
    return characterCount(asText(value)) < min ? message : undefined
  }
}

export function maxLength(
  max: number,
  message = `Enter no more than ${max} character${max === 1 ? '' : 's'}`,
): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined
    return characterCount(asText(value)) > max ? message : undefined
  }
}

/**
 * A string pattern must match the whole value; a RegExp is used as given (its global and sticky
 * flags dropped so repeated calls do not depend on `lastIndex`).
 */
export function pattern(
  expected: RegExp | string,
  message = 'Enter a value in the expected format',
): Validator {
  const regex =
    typeof expected === 'string'
      ? new RegExp(`^(?:${expected})$`)
      : new RegExp(expected.source, expected.flags.replace(/[gy]/g, ''))
  return (value) => {
    if (isEmpty(value)) return undefined
    return regex.test(asText(value)) ? undefined : message
  }
}

const EMAIL_LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const EMAIL_DOMAIN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/

export const EMAIL_MESSAGE = 'Enter an e-mail address like name@example.co.za'

/** Surrounding spaces are forgiven (browsers trim type="email" values); inner ones are not. */
export const email: Validator = (value) => {
  if (isEmpty(value)) return undefined
  const address = asText(value).trim()
  if (address.length > EMAIL_MAX) {
    return `An e-mail address can have at most ${EMAIL_MAX} characters`
  }
  const at = address.lastIndexOf('@')
  if (at <= 0) return EMAIL_MESSAGE
  const localPart = address.slice(0, at)
  if (localPart.length > EMAIL_LOCAL_PART_MAX) {
    return `The part before the @ can have at most ${EMAIL_LOCAL_PART_MAX} characters`
  }
  const domain = address.slice(at + 1)
  return EMAIL_LOCAL_PART.test(localPart) && EMAIL_DOMAIN.test(domain) ? undefined : EMAIL_MESSAGE
}

/** People write numbers in groups ("800101 5009 087", "082 123 4567"); spaces are ignored. */
function digitsWithoutSpaces(value: unknown): string {
  const text = asText(value)
  return text.length > LONGEST_CHECKED ? text : text.replace(/ /g, '')
}

function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

export const ID_NUMBER_MESSAGE = 'Enter a 13-digit South African ID number'

/**
 * South African ID number: YYMMDD birth date, then 7 more digits, the last a Luhn check digit.
 * The century is not in the number, so a date is real if it exists in the 1900s or the 2000s
 * (000229 is 29 February 2000).
 */
export const saIdNumber: Validator = (value) => {
  if (isEmpty(value)) return undefined
  const digits = digitsWithoutSpaces(value)
  if (!new RegExp(`^[0-9]{${ID_NUMBER_LENGTH}}$`).test(digits)) return ID_NUMBER_MESSAGE
  const yy = Number(digits.slice(0, 2))
  const month = Number(digits.slice(2, 4))
  const day = Number(digits.slice(4, 6))
  if (!isRealDate(1900 + yy, month, day) && !isRealDate(2000 + yy, month, day)) {
    return 'The first 6 digits of an ID number are a birth date (YYMMDD); check them'
  }
  if (!passesLuhn(digits)) return 'This ID number is not valid; check each digit'
  return undefined
}

export const CELLPHONE_MESSAGE =
  'Enter a 10-digit South African cellphone number, like 082 123 4567'

/** A South African cellphone number, by the rule the contact form and the API share. */
export const cellphone: Validator = (value) => {
  if (isEmpty(value)) return undefined
  const digits = normaliseCellphone(asText(value))
  if (!new RegExp(`^[0-9]{${CELLPHONE_LENGTH}}$`).test(digits)) return CELLPHONE_MESSAGE
  if (!isSaCellphone(digits)) {
    return 'This is not a South African cellphone number: it should start with 06, 07 or 081 to 084'
  }
  return undefined
}

/** Runs validators in order and returns the first message, for one `validate` per field. */
export function all(...validators: Validator[]): Validator {
  return (value) => {
    for (const validate of validators) {
      const message = validate(value)
      if (message) return message
    }
    return undefined
  }
}

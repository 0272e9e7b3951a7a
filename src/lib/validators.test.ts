// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  all,
  cellphone,
  normaliseCellphone,
  CELLPHONE_MESSAGE,
  email,
  EMAIL_MESSAGE,
  ID_NUMBER_MESSAGE,
  maxLength,
  maxNumber,
  minLength,
  minNumber,
  pattern,
  required,
  saIdNumber,
} from './validators'

const HUGE = '9'.repeat(1_000_000)

describe('required', () => {
  const validate = required()

  it('refuses empty values', () => {
    for (const value of [undefined, null, '', '   ', '\n\t', false, [], Number.NaN]) {
      expect(validate(value)).toBe('This field is required')
    }
  })

  it('accepts given values, zero included', () => {
    for (const value of ['a', ' R5 ', 0, true, ['x'], {}]) expect(validate(value)).toBeUndefined()
  })

  it('uses a custom message', () => {
    expect(required('Choose a province')('')).toBe('Choose a province')
  })
})

describe('minNumber and maxNumber', () => {
  it('compares numbers and numeric text', () => {
    expect(minNumber(10)(9.99)).toBe('Enter a number of at least 10')
    expect(minNumber(10)('10')).toBeUndefined()
    expect(minNumber(10)('10,5')).toBeUndefined()
    expect(maxNumber(100)(100)).toBeUndefined()
    expect(maxNumber(100)('100.01')).toBe('Enter a number of at most 100')
    expect(minNumber(-5)('-6')).toBe('Enter a number of at least -5')
    expect(maxNumber(0)(-0)).toBeUndefined()
  })

  it('lets empty values pass', () => {
    for (const value of [undefined, null, '', '  ', Number.NaN]) {
      expect(minNumber(1)(value)).toBeUndefined()
      expect(maxNumber(1)(value)).toBeUndefined()
    }
  })

  it('asks for a number when the text is not one', () => {
    for (const value of ['abc', '1e3', '0x10', 'Infinity', '1.2.3', '١٢', '１２', HUGE]) {
      expect(minNumber(1)(value)).toBe('Enter a number')
    }
    expect(maxNumber(1)(Number.POSITIVE_INFINITY)).toBe('Enter a number')
  })
})

describe('minLength and maxLength', () => {
  it('counts characters', () => {
    expect(minLength(3)('ab')).toBe('Enter at least 3 characters')
    expect(minLength(3)('abc')).toBeUndefined()
    expect(minLength(1)('')).toBeUndefined()
    expect(maxLength(5)('abcdef')).toBe('Enter no more than 5 characters')
    expect(maxLength(1)('ab')).toBe('Enter no more than 1 character')
    expect(maxLength(5)('abcde')).toBeUndefined()
  })

  it('counts an emoji as one character', () => {
    expect(maxLength(2)('👍🏽')).toBeUndefined()
    expect(maxLength(1)('😀')).toBeUndefined()
  })

  it('handles very long strings', () => {
    expect(maxLength(500)(HUGE)).toBe('Enter no more than 500 characters')
  })
})

describe('pattern', () => {
  it('anchors a string pattern to the whole value', () => {
    const branchCode = pattern('[0-9]{6}', 'Enter a 6-digit branch code')
    expect(branchCode('250655')).toBeUndefined()
    expect(branchCode('2506551')).toBe('Enter a 6-digit branch code')
    expect(branchCode('x250655')).toBe('Enter a 6-digit branch code')
    expect(branchCode('')).toBeUndefined()
  })

  it('uses a RegExp as given and does not depend on lastIndex', () => {
    const validate = pattern(/^ZA/g)
    expect(validate('ZA123')).toBeUndefined()
    expect(validate('ZA123')).toBeUndefined()
    expect(validate('NA123')).toBe('Enter a value in the expected format')
  })
})

describe('email', () => {
  it('accepts ordinary addresses', () => {
    for (const value of [
      'thandi.nkosi@example.co.za',
      'support+payshap@mzansi-clearing.co.za',
      "o'brien@example.com",
      'a@b.co',
      '  padded@example.com  ',
    ]) {
      expect(email(value)).toBeUndefined()
    }
  })

  it('refuses malformed addresses', () => {
    for (const value of [
      'plainaddress',
      '@example.com',
      'name@',
      'name@example',
      'name@@example.com',
      'name@exa mple.com',
      'first last@example.com',
      '.name@example.com',
      'name.@example.com',
      'na..me@example.com',
      'name@-example.com',
      'name@example-.com',
      'name@example..com',
      'name@example.c0m.',
      'name@123.456',
      'náme@example.com',
      'name@exa\nmple.com',
    ]) {
      expect(email(value), value).toBe(EMAIL_MESSAGE)
    }
  })

  it('caps the total length at 254 characters', () => {
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(58)}.za`
    const longest = `${'x'.repeat(254 - domain.length - 1)}@${domain}`
    expect(longest).toHaveLength(254)
    expect(email(longest)).toBeUndefined()
    expect(email(`x${longest}`)).toBe('An e-mail address can have at most 254 characters')
    expect(email(`${HUGE}@example.com`)).toBe('An e-mail address can have at most 254 characters')
  })

  it('caps the part before the @ at 64 characters', () => {
    expect(email(`${'a'.repeat(64)}@example.com`)).toBeUndefined()
    expect(email(`${'a'.repeat(65)}@example.com`)).toBe(
      'The part before the @ can have at most 64 characters',
    )
  })

  it('lets empty values pass', () => {
    for (const value of [undefined, null, '', '   ']) expect(email(value)).toBeUndefined()
  })

  it('refuses values that are not text', () => {
    expect(email(42)).toBe(EMAIL_MESSAGE)
    expect(email({ toString: () => 'a@b.co' })).toBe(EMAIL_MESSAGE)
  })
})

describe('saIdNumber', () => {
  it('accepts valid ID numbers', () => {
    for (const value of ['8001015009087', '9901310123088', '0101015009083', '800101 5009 087']) {
      expect(saIdNumber(value), value).toBeUndefined()
    }
  })

  it('accepts 29 February only in a leap year of either century', () => {
    expect(saIdNumber('0002295009084')).toBeUndefined()
    expect(saIdNumber('8502305009083')).toBe(
      'The first 6 digits of an ID number are a birth date (YYMMDD); check them',
    )
  })

  it('refuses impossible birth dates', () => {
    const dateMessage = 'The first 6 digits of an ID number are a birth date (YYMMDD); check them'
    // The date is checked before the check digit, so any last digit shows the date message.
    for (const value of ['8013015009080', '8000015009080', '8001005009080', '8004315009080']) {
      expect(saIdNumber(value), value).toBe(dateMessage)
    }
  })

  it('refuses a wrong check digit or a swapped digit', () => {
    expect(saIdNumber('8001015009086')).toBe('This ID number is not valid; check each digit')
    expect(saIdNumber('8010015009087')).toBe('This ID number is not valid; check each digit')
  })

  it('asks for 13 digits for anything else', () => {
    for (const value of [
      '800101500908',
      '80010150090870',
      '80010150090a7',
      '８００１０１５００９０８７',
      '٨٠٠١٠١٥٠٠٩٠٨٧',
      '8001015009087\n',
      '8001015009087.0',
      '-800101500908',
      8001015009087.5,
      HUGE,
    ]) {
      expect(saIdNumber(value)).toBe(ID_NUMBER_MESSAGE)
    }
  })

  it('lets empty values pass', () => {
    for (const value of [undefined, null, '', '  ']) expect(saIdNumber(value)).toBeUndefined()
  })
})

describe('cellphone', () => {
  it('accepts 10-digit numbers with a South African mobile prefix', () => {
    for (const value of [
      '0821234567',
      '0831234567',
      '0841234567',
      '0811234567',
      '0601234567',
      '0691234567',
      '0711234567',
      '0791234567',
      '082 123 4567',
    ]) {
      expect(cellphone(value), value).toBeUndefined()
    }
  })

  it('reads numbers as people write them: the country code, hyphens, brackets and dots', () => {
    for (const value of [
      '+27 82 123 4567',
      '+27821234567',
      '27821234567',
      '0027 82 123 4567',
      '082-123-4567',
      '082 123 4567',
      '(082) 123 4567',
      '082.123.4567',
    ]) {
      expect(normaliseCellphone(value), value).toBe('0821234567')
      expect(cellphone(value), value).toBeUndefined()
    }
    // A landline with the country code is normalised too, then refused as no cellphone.
    expect(normaliseCellphone('+27 11 123 4567')).toBe('0111234567')
    expect(cellphone('+27 11 123 4567')).toMatch(/not a South African cellphone number/)
  })

  it('refuses landline, toll-free, shared-cost and unallocated prefixes', () => {
    const prefixMessage =
      'This is not a South African cellphone number: it should start with 06, 07 or 081 to 084'
    for (const value of ['0111234567', '0211234567', '0801234567', '0851234567', '0861234567']) {
      expect(cellphone(value), value).toBe(prefixMessage)
    }
    expect(cellphone('0871234567')).toBe(prefixMessage)
    expect(cellphone('0751234567')).toBe(prefixMessage)
  })

  it('asks for 10 digits for anything else', () => {
    for (const value of [
      '082123456',
      '08212345678',
      '+2782123456',
      '+44 20 7946 0958',
      '082--123-45678',
      '０８２１２３４５６７',
      '082123456a',
      HUGE,
    ]) {
      expect(cellphone(value), value).toBe(CELLPHONE_MESSAGE)
    }
  })

  it('lets empty values pass', () => {
    for (const value of [undefined, null, '', '   ']) expect(cellphone(value)).toBeUndefined()
  })
})

describe('all', () => {
  it('returns the first message in order', () => {
    const validate = all(required('Enter your ID number'), saIdNumber)
    expect(validate('')).toBe('Enter your ID number')
    expect(validate('123')).toBe(ID_NUMBER_MESSAGE)
    expect(validate('8001015009087')).toBeUndefined()
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseSiteUrl } from './site-url.ts'

describe('parseSiteUrl', () => {
  it('defaults to the server itself on its port', () => {
    expect(parseSiteUrl(undefined, 3000)).toBe('http://localhost:3000')
    expect(parseSiteUrl('  ', 5321)).toBe('http://localhost:5321')
  })

  it.each([
    ['https://www.mzansiclearing.co.za', 'https://www.mzansiclearing.co.za'],
    ['https://www.mzansiclearing.co.za/', 'https://www.mzansiclearing.co.za'],
    [' HTTPS://WWW.Mzansiclearing.co.za ', 'https://www.mzansiclearing.co.za'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['https://example.co.za:443', 'https://example.co.za'],
  ])('keeps the origin of %s', (value, origin) => {
    expect(parseSiteUrl(value, 3000)).toBe(origin)
  })

  it.each([
    ['www.mzansiclearing.co.za', /not an absolute URL/],
    ['/blog', /not an absolute URL/],
    ['ftp://www.mzansiclearing.co.za', /only http and https/],
    ['javascript:alert(1)', /only http and https/],
    ['https://www.mzansiclearing.co.za/site', /no path, query or fragment/],
    ['https://www.mzansiclearing.co.za?x=1', /no path, query or fragment/],
    ['https://www.mzansiclearing.co.za/?', /no path, query or fragment/],
    ['https://www.mzansiclearing.co.za#top', /no path, query or fragment/],
  ])('refuses %s with a reason', (value, reason) => {
    expect(() => parseSiteUrl(value, 3000)).toThrow(reason)
    expect(() => parseSiteUrl(value, 3000)).toThrow(/^SITE_URL must be/)
  })

  it('refuses credentials without repeating them', () => {
    expect(() => parseSiteUrl('https://admin:hunter2@www.mzansiclearing.co.za', 3000)).toThrow(
      /without a user name or password/,
    )
    try {
      parseSiteUrl('https://admin:hunter2@www.mzansiclearing.co.za', 3000)
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2')
    }
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { localSiteUrl, readOrigin } from './site-url.ts'

describe('readOrigin', () => {
  it('names the server itself on its port when SITE_URL is unset', () => {
    expect(localSiteUrl(3000)).toBe('http://localhost:3000')
  })

  it.each([
    ['https://www.mzansiclearing.co.za', 'https://www.mzansiclearing.co.za'],
    ['https://www.mzansiclearing.co.za/', 'https://www.mzansiclearing.co.za'],
    ['HTTPS://WWW.Mzansiclearing.co.za', 'https://www.mzansiclearing.co.za'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['https://example.co.za:443', 'https://example.co.za'],
  ])('keeps the origin of %s', (value, origin) => {
    expect(readOrigin(value)).toEqual({ origin })
  })

  it.each([
    ['www.mzansiclearing.co.za', 'not an absolute URL'],
    ['/blog', 'not an absolute URL'],
    ['ftp://www.mzansiclearing.co.za', 'only http and https'],
    ['javascript:alert(1)', 'only http and https'],
    ['https://www.mzansiclearing.co.za/site', 'no path, query or fragment'],
    ['https://www.mzansiclearing.co.za?x=1', 'no path, query or fragment'],
    ['https://www.mzansiclearing.co.za/?', 'no path, query or fragment'],
    ['https://www.mzansiclearing.co.za#top', 'no path, query or fragment'],
  ])('refuses %s with a reason', (value, reason) => {
    expect(readOrigin(value)).toEqual({ reason })
  })

  it('refuses credentials, marking the text as not to be repeated', () => {
    expect(readOrigin('https://admin:hunter2@www.mzansiclearing.co.za')).toEqual({
      reason: 'without a user name or password',
      secret: true,
    })
  })
})

describe('the placeholder origin', () => {
  it('is the one the app renders at build time, and the registry names', async () => {
    const { SITE_URL_PLACEHOLDER } = await import('./site-url.ts')
    const { SITE_ORIGIN_PLACEHOLDER } = await import('../src/lib/site-origin.ts')
    const { REGISTRY_ORIGIN } = await import('../scripts/registry.ts')
    expect(SITE_ORIGIN_PLACEHOLDER).toBe(SITE_URL_PLACEHOLDER)
    expect(REGISTRY_ORIGIN).toBe(SITE_URL_PLACEHOLDER)
  })
})

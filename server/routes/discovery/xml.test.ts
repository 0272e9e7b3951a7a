// @vitest-environment node
import { XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { escapeXml, rfc822, rfc822Date, southAfricanDay, startOfSouthAfricanDay } from './xml.ts'

describe('escapeXml', () => {
  it('escapes markup and both quotes', () => {
    expect(escapeXml(`<a href="x">Fees & 'charges'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Fees &amp; &apos;charges&apos;&lt;/a&gt;',
    )
  })

  it('drops what XML 1.0 cannot hold and keeps the rest, emoji included', () => {
    const text = `a\u0000b\u0008c\u001Fd\te\nf\uFFFEg\uD800h\uDC00i 🇿🇦`
    const escaped = escapeXml(text)
    expect(escaped).toBe('abcd\te\nfghi 🇿🇦')
    expect(XMLValidator.validate(`<t>${escaped}</t>`)).toBe(true)
  })
})

describe('dates', () => {
  it('gives a publication date as midnight in South Africa, with the right weekday', () => {
    expect(rfc822Date('2026-09-15')).toBe('Tue, 15 Sep 2026 00:00:00 +0200')
    expect(rfc822Date('2024-02-29')).toBe('Thu, 29 Feb 2024 00:00:00 +0200')
    expect(startOfSouthAfricanDay('2026-09-15').toISOString()).toBe('2026-09-14T22:00:00.000Z')
  })

  it('gives instants in GMT and days as South Africa sees them', () => {
    expect(rfc822(new Date('2026-09-15T08:05:09Z'))).toBe('Tue, 15 Sep 2026 08:05:09 GMT')
    expect(southAfricanDay(new Date('2026-09-14T22:30:00Z'))).toBe('2026-09-15')
    expect(southAfricanDay(new Date('2026-09-14T21:59:00Z'))).toBe('2026-09-14')
  })
})

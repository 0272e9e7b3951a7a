import { afterEach, describe, expect, it, vi } from 'vitest'
import { isExternalUrl, linkTarget, openDestination } from './links'

afterEach(() => vi.restoreAllMocks())

describe('links', () => {
  it('tells a URL outside the site from a path of the site', () => {
    expect(isExternalUrl('https://www.mzansiclearing.example/annual-business-report')).toBe(true)
    expect(isExternalUrl('//cdn.example.org/report.pdf')).toBe(true)
    expect(isExternalUrl('mailto:info@example.org')).toBe(true)
    expect(isExternalUrl('/about-us/key-rules-and-procedures')).toBe(false)
    expect(isExternalUrl('blog')).toBe(false)
  })

  it('opens paths of the site in the same window and other URLs in a new tab', () => {
    expect(linkTarget('/about-us/key-rules-and-procedures')).toBe('_self')
    expect(linkTarget('https://www.mzansiclearing.example/annual-business-report')).toBe('_blank')
  })

  it('follows a destination from code as its link would', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const navigate = vi.fn()
    openDestination('https://example.org/report', navigate)
    expect(open).toHaveBeenCalledWith('https://example.org/report', '_blank', 'noopener,noreferrer')
    expect(navigate).not.toHaveBeenCalled()
    openDestination('/services', navigate)
    expect(navigate).toHaveBeenCalledWith('/services')
    expect(open).toHaveBeenCalledTimes(1)
  })
})

// @vitest-environment node
import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { isExternalTarget, redirectBeforeLoad } from './redirect-route'

function thrownBy(target: string): unknown {
  try {
    redirectBeforeLoad(target)
  } catch (error) {
    return error
  }
  throw new Error('redirectBeforeLoad did not throw')
}

describe('redirectBeforeLoad', () => {
  it('navigates inside the app to an internal path, replacing the history entry', () => {
    const thrown = thrownBy('/about-us/career')
    expect(isRedirect(thrown)).toBe(true)
    if (!isRedirect(thrown)) return
    expect(thrown.options).toMatchObject({ to: '/about-us/career', replace: true })
    expect(thrown.options.href).toBeUndefined()
    expect(thrown.options.reloadDocument).toBeFalsy()
  })

  it('leaves the app for an absolute URL with a full page load', () => {
    const url = 'https://www.mzansiclearing.example/annual-business-report'
    const thrown = thrownBy(url)
    expect(isRedirect(thrown)).toBe(true)
    if (!isRedirect(thrown)) return
    expect(thrown.options).toMatchObject({ href: url, reloadDocument: true, replace: true })
    expect(thrown.options.to).toBeUndefined()
    expect(thrown.headers.get('Location')).toBe(url)
  })

  it('rejects a target that is neither a path nor an http(s) URL', () => {
    for (const target of ['blog', '//evil.example/x', 'javascript:alert(1)', '']) {
      const thrown = thrownBy(target)
      expect(isRedirect(thrown)).toBe(false)
      expect(thrown).toBeInstanceOf(Error)
    }
  })
})

describe('isExternalTarget', () => {
  it('treats only absolute http and https URLs as external', () => {
    expect(isExternalTarget('https://example.com/blog')).toBe(true)
    expect(isExternalTarget('HTTP://example.com')).toBe(true)
    expect(isExternalTarget('/blog')).toBe(false)
    expect(isExternalTarget('mailto:info@example.com')).toBe(false)
  })
})

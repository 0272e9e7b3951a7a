// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  isChunkLoadError,
  leaveReloadToErrorView,
  NAVIGATION_ERROR,
  NAVIGATION_LINK_ERROR,
  navigationErrorText,
} from './navigation-error'

describe('navigation errors', () => {
  it('uses the spec texts', () => {
    expect(NAVIGATION_LINK_ERROR).toBe('Navigation Link error')
    expect(NAVIGATION_ERROR).toBe('there was a navigation error')
  })

  it.each([
    'Failed to fetch dynamically imported module: https://example.org/assets/our-reach-x.js',
    'error loading dynamically imported module: https://example.org/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('knows a page whose code did not arrive: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true)
    expect(navigationErrorText(new TypeError(message))).toBe(NAVIGATION_LINK_ERROR)
  })

  it('calls any other failure a navigation error', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(navigationErrorText(new Error('boom'))).toBe(NAVIGATION_ERROR)
    expect(navigationErrorText(undefined)).toBe(NAVIGATION_ERROR)
  })
})

describe('leaveReloadToErrorView', () => {
  function preloadError(payload: unknown): Event {
    return Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload })
  }

  it('marks a failed page import as reloaded, so only the error view reloads, after logging', () => {
    const target = new EventTarget() as unknown as Window
    const stored = new Map<string, string>()
    Object.assign(target, {
      sessionStorage: { setItem: (key: string, value: string) => stored.set(key, value) },
    })
    leaveReloadToErrorView(target)
    const message = 'Failed to fetch dynamically imported module: https://example.org/assets/a.js'
    const event = preloadError(new TypeError(message))
    target.dispatchEvent(event)
    expect([...stored]).toEqual([[`tanstack_router_reload:${message}`, '1']])
    // The import still fails: the router must see the error.
    expect(event.defaultPrevented).toBe(false)
    target.dispatchEvent(preloadError(new Error('Cannot read properties of undefined')))
    expect(stored.size).toBe(1)
  })
})

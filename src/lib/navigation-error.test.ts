import { describe, expect, it } from 'vitest'
import {
  isChunkLoadError,
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

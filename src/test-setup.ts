import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { WAIT_LIMIT_MS } from '../tests/limits'
import { fakeMatchMedia } from './test-utils/match-media'

// findBy* and waitFor wait as long as any wait in a test may (1 s by default).
configure({ asyncUtilTimeout: WAIT_LIMIT_MS })

// vi.waitFor's own default is one second, which a busy machine overruns: the same limit as
// Testing Library's, unless a test names its own.
const waitFor = vi.waitFor.bind(vi)
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { timeout: WAIT_LIMIT_MS, ...options },
  )) as typeof vi.waitFor

afterEach(() => {
  cleanup()
})

// jsdom lacks what the shell and Radix reach for: matchMedia (theme, breakpoints), element
// measuring and pointer capture. Tests that need a media query to match use mockMatchMedia.
if (typeof window !== 'undefined') {
  window.matchMedia ??= fakeMatchMedia(() => false)
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
}

// jsdom does not scroll; the shell scrolls to the top after each navigation.
if (typeof window !== 'undefined') window.scrollTo = () => {}

import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { fakeMatchMedia } from './test-utils/match-media'

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

import { vi } from 'vitest'

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void

/**
 * Puts an IntersectionObserver the test drives in place of the browser's (jsdom has none): it
 * remembers each observer's callback and margin, and whether it was disconnected. Undo with
 * vi.unstubAllGlobals().
 */
export function stubIntersectionObserver() {
  const observers: Array<{ callback: Callback; margin: string; disconnected: boolean }> = []
  class FakeObserver {
    record: (typeof observers)[number]
    constructor(callback: Callback, options: { rootMargin: string }) {
      this.record = { callback, margin: options.rootMargin, disconnected: false }
      observers.push(this.record)
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return observers
}

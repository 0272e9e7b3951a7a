import { vi } from 'vitest'

/** What the fake observer remembers of one observer: how it was made, what it watches. */
export type ObserverRecord = {
  callback: IntersectionObserverCallback
  options: IntersectionObserverInit | undefined
  /** The rootMargin it was given, for short. */
  margin: string | undefined
  targets: Element[]
  disconnected: boolean
}

/**
 * Puts an IntersectionObserver the test drives in place of the browser's (jsdom has none) and
 * returns the records of the observers made from then on. Undo with vi.unstubAllGlobals().
 */
export function stubIntersectionObserver(): ObserverRecord[] {
  const observers: ObserverRecord[] = []
  class FakeIntersectionObserver {
    record: ObserverRecord
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = {
        callback,
        options,
        margin: options?.rootMargin,
        targets: [],
        disconnected: false,
      }
      observers.push(this.record)
    }
    observe(target: Element) {
      this.record.targets.push(target)
    }
    disconnect() {
      this.record.disconnected = true
    }
    unobserve() {}
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  return observers
}

/** Tells an observer whether each of its targets is within its margin of the viewport. */
export function intersect(observer: ObserverRecord, isIntersecting: boolean): void {
  const entries = observer.targets.map(
    (target) => ({ isIntersecting, target }) as IntersectionObserverEntry,
  )
  observer.callback(entries, observer as unknown as IntersectionObserver)
}

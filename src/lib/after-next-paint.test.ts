import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint, PAINT_WAIT_LIMIT_MS } from './after-next-paint'

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('resolves in a task after the next frame, not before it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    let resolved = false
    void afterNextPaint().then(() => (resolved = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(resolved).toBe(false)
    // The frame's callbacks run (the paint follows them); the task queued there runs after.
    vi.advanceTimersToNextFrame()
    expect(resolved).toBe(false)
    // (A timeout of 0 set inside a fake frame is due 1 ms later.)
    await vi.advanceTimersByTimeAsync(1)
    expect(resolved).toBe(true)
  })

  it(`resolves after ${PAINT_WAIT_LIMIT_MS} ms where no frame comes (a hidden tab)`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    vi.stubGlobal('requestAnimationFrame', () => 0)
    let resolved = false
    void afterNextPaint().then(() => (resolved = true))
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS - 1)
    expect(resolved).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(resolved).toBe(true)
  })
})

import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { useChosenAtOnce } from './use-chosen-at-once'

afterEach(() => vi.useRealTimers())

it('shows the choice at once, runs its work after the paint, then shows the value again', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
  let value = 'level'
  const go = vi.fn(async () => {
    value = 'change'
  })
  const { result, rerender } = renderHook(() => useChosenAtOnce(value))
  act(() => result.current[1]('change', go))
  expect(result.current[0]).toBe('change')
  expect(go).not.toHaveBeenCalled()
  await act(async () => {
    vi.advanceTimersToNextFrame()
    await vi.advanceTimersByTimeAsync(1)
  })
  expect(go).toHaveBeenCalledTimes(1)
  rerender()
  expect(result.current[0]).toBe('change')
  // Later the value goes back without a choice (another link to the page): it is shown, not the
  // old choice.
  value = 'level'
  rerender()
  expect(result.current[0]).toBe('level')
})

it('keeps a later choice when an earlier one settles, and shows the value if the work fails', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
  let finishFirst = () => {}
  const first = () => new Promise<void>((resolve) => (finishFirst = resolve))
  const { result } = renderHook(() => useChosenAtOnce<string | undefined>(undefined))
  act(() => result.current[1]('a', first))
  await act(async () => {
    vi.advanceTimersToNextFrame()
    await vi.advanceTimersByTimeAsync(1)
  })
  act(() => result.current[1]('b', () => Promise.reject(new Error('blocked'))))
  await act(async () => finishFirst())
  expect(result.current[0]).toBe('b')
  await act(async () => {
    vi.advanceTimersToNextFrame()
    await vi.advanceTimersByTimeAsync(1)
  })
  expect(result.current[0]).toBeUndefined()
})

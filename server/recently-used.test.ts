// @vitest-environment node
import { expect, it } from 'vitest'
import { recentlyUsed } from './recently-used.ts'

it('keeps what it made, and drops the least recently used past its limit', () => {
  const map = new Map<string, number>()
  let made = 0
  const get = (key: string) => recentlyUsed(map, key, 2, () => (made += 1))
  expect(get('a')).toBe(1)
  expect(get('b')).toBe(2)
  expect(get('a')).toBe(1)
  expect(made).toBe(2)
  // 'b' is now the least recently used: 'c' takes its place.
  expect(get('c')).toBe(3)
  expect([...map.keys()]).toEqual(['a', 'c'])
  expect(get('b')).toBe(4)
})

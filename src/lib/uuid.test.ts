// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isUuidV4, keyForMessage } from './uuid'

describe('keyForMessage', () => {
  it('repeats the key when the same message is sent again', () => {
    const first = keyForMessage(null, '{"message":"hello"}')
    expect(isUuidV4(first.key)).toBe(true)
    expect(keyForMessage(first, '{"message":"hello"}').key).toBe(first.key)
  })

  it('makes a new key for a changed message', () => {
    const first = keyForMessage(null, '{"message":"hello"}')
    const second = keyForMessage(first, '{"message":"hello again"}')
    expect(isUuidV4(second.key)).toBe(true)
    expect(second.key).not.toBe(first.key)
  })
})

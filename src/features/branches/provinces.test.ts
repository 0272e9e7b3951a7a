// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { PROVINCES } from '../../api/types'
import { SELECTABLE_PROVINCES } from '../../ui/maps/selectable-regions'

describe('the provinces', () => {
  it('the map lets a visitor pick exactly the provinces the API knows (the map draws its own order)', () => {
    expect([...SELECTABLE_PROVINCES].sort()).toEqual([...PROVINCES].sort())
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { sheetCloseDistance, sheetCloseThreshold, sheetDragCloses } from './sheet-threshold'

describe('sheetCloseDistance', () => {
  it('is 100 px for a sheet 150 px tall or more', () => {
    expect(sheetCloseDistance(150)).toBe(100)
    expect(sheetCloseDistance(500)).toBe(100)
  })

  it('is half the height for a sheet under 150 px', () => {
    expect(sheetCloseDistance(149)).toBe(74.5)
    expect(sheetCloseDistance(120)).toBe(60)
  })
})

describe('sheetDragCloses', () => {
  it('closes only beyond 100 px, whatever the height from 150 px up', () => {
    for (const height of [150, 210, 268, 500]) {
      expect(sheetDragCloses(100, height)).toBe(false)
      expect(sheetDragCloses(100.5, height)).toBe(true)
      expect(sheetDragCloses(110, height)).toBe(true)
    }
  })

  it('closes beyond half the height of a sheet under 150 px', () => {
    expect(sheetDragCloses(60, 120)).toBe(false)
    expect(sheetDragCloses(61, 120)).toBe(true)
  })
})

describe('sheetCloseThreshold', () => {
  // vaul's own rule on letting go (node_modules/vaul, onRelease): close when the drag is at
  // least the visible height times closeThreshold.
  const vaulCloses = (dragPx: number, heightPx: number) =>
    dragPx >= heightPx * sheetCloseThreshold(heightPx)

  it('makes vaul close exactly when the spec says so', () => {
    for (const height of [40, 99, 120, 149, 150, 151, 210, 268, 333, 500]) {
      const distance = sheetCloseDistance(height)
      for (const drag of [0, distance - 1, distance - 0.01, distance, distance + 0.01, 140, 300]) {
        expect(vaulCloses(drag, height), `${drag} px of ${height} px`).toBe(
          sheetDragCloses(drag, height),
        )
      }
    }
  })

  it('falls back to a half before the sheet is measured', () => {
    expect(sheetCloseThreshold(0)).toBe(0.5)
    expect(sheetCloseThreshold(Number.NaN)).toBe(0.5)
  })
})

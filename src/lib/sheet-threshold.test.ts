// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { sheetCloseDistance, sheetCloseThreshold } from './sheet-threshold'

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

describe('sheetCloseThreshold', () => {
  it('turns the 100 px rule into a fraction of the height', () => {
    expect(sheetCloseThreshold(400)).toBe(0.25)
    expect(sheetCloseThreshold(500)).toBe(0.2)
    expect(sheetCloseThreshold(200)).toBe(0.5)
  })

  it('is a half for short sheets', () => {
    expect(sheetCloseThreshold(100)).toBe(0.5)
  })

  it('falls back to a half before the sheet is measured', () => {
    expect(sheetCloseThreshold(0)).toBe(0.5)
    expect(sheetCloseThreshold(Number.NaN)).toBe(0.5)
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { clampStep, nextStep } from './steps'

describe('clampStep', () => {
  it('keeps a step inside the range', () => {
    expect(clampStep(2, 4)).toBe(2)
    expect(clampStep(0, 4)).toBe(0)
    expect(clampStep(3, 4)).toBe(3)
  })
  it('clamps below the first and above the last', () => {
    expect(clampStep(-3, 4)).toBe(0)
    expect(clampStep(9, 4)).toBe(3)
  })
  it('drops fractions and treats non-numbers as the first step', () => {
    expect(clampStep(1.8, 4)).toBe(1)
    expect(clampStep(Number.NaN, 4)).toBe(0)
    expect(clampStep(Number.POSITIVE_INFINITY, 4)).toBe(0)
  })
  it('answers 0 when there are no steps', () => {
    expect(clampStep(2, 0)).toBe(0)
  })
})

describe('nextStep', () => {
  it('advances one step and wraps from the last to the first', () => {
    expect(nextStep(0, 3)).toBe(1)
    expect(nextStep(1, 3)).toBe(2)
    expect(nextStep(2, 3)).toBe(0)
  })
  it('stays at 0 for a single step or none', () => {
    expect(nextStep(0, 1)).toBe(0)
    expect(nextStep(0, 0)).toBe(0)
  })
})

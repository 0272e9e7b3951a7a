import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { intersect, stubIntersectionObserver } from '../test-utils/intersection-observer'
import { useNearViewport } from './use-near-viewport'

function Probe({ margin }: { margin?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref, margin)
  return <div ref={ref}>{near ? 'near' : 'far'}</div>
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is false until the element comes within the margin, then stays true', () => {
    const observers = stubIntersectionObserver()
    render(<Probe />)
    expect(screen.getByText('far')).toBeInTheDocument()
    expect(observers).toHaveLength(1)
    expect(observers[0]!.margin).toBe('50% 0px 50% 0px')
    act(() => intersect(observers[0]!, false))
    expect(screen.getByText('far')).toBeInTheDocument()
    act(() => intersect(observers[0]!, true))
    expect(screen.getByText('near')).toBeInTheDocument()
    // Once near, it stops watching.
    expect(observers[0]!.disconnected).toBe(true)
    expect(observers).toHaveLength(1)
  })

  it('takes its margin from the caller', () => {
    const observers = stubIntersectionObserver()
    render(<Probe margin="200px" />)
    expect(observers[0]!.margin).toBe('200px 0px 200px 0px')
  })

  it('is true at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Probe />)
    expect(screen.getByText('near')).toBeInTheDocument()
  })
})

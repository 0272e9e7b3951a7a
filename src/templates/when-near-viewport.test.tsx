import { act, render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { intersect, stubIntersectionObserver } from '../test-utils/intersection-observer'
import { WhenNearViewport } from './when-near-viewport'

describe('WhenNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the placeholder, and loads nothing, until the content nears the screen', async () => {
    const observers = stubIntersectionObserver()
    const load = vi.fn(() => Promise.resolve({ default: () => <p>The latest articles</p> }))
    const Content = lazy(load)
    render(
      <WhenNearViewport placeholder={<p>Loading the latest articles</p>}>
        <Content />
      </WhenNearViewport>,
    )
    expect(screen.getByText('Loading the latest articles')).toBeInTheDocument()
    expect(load).not.toHaveBeenCalled()
    act(() => intersect(observers[0]!, true))
    expect(load).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('The latest articles')).toBeInTheDocument()
    expect(screen.queryByText('Loading the latest articles')).not.toBeInTheDocument()
  })
})

import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  intersect,
  stubIntersectionObserver,
  type ObserverRecord,
} from '../test-utils/intersection-observer'
import { LazyLoader } from './lazy-loader'

let observers: ObserverRecord[] = []

function liveObservers() {
  return observers.filter((observer) => !observer.disconnected)
}

/** Tells the live observers whether the sentinel has come within the offset of the viewport. */
function scrollSentinel(isIntersecting: boolean) {
  act(() => {
    for (const observer of liveObservers()) {
      intersect(observer, isIntersecting)
    }
  })
}

function BranchList({ pages = 3, onLoadMore }: { pages?: number; onLoadMore?: () => void }) {
  const [count, setCount] = useState(5)
  const [loading, setLoading] = useState(false)
  return (
    <>
      <LazyLoader
        itemCount={count}
        itemsName="branches"
        loading={loading}
        complete={count >= pages * 5}
        onLoadMore={() => {
          onLoadMore?.()
          setLoading(true)
        }}
      >
        <ul>
          {Array.from({ length: count }, (_, index) => (
            <li key={index}>Branch {index + 1}</li>
          ))}
        </ul>
      </LazyLoader>
      <button
        type="button"
        onClick={() => {
          setCount((current) => current + 5)
          setLoading(false)
        }}
      >
        Finish load
      </button>
    </>
  )
}

describe('LazyLoader', () => {
  beforeEach(() => {
    observers = stubIntersectionObserver()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('watches with a 100 px offset below the viewport by default, or the offset given', () => {
    const { rerender } = render(<LazyLoader onLoadMore={() => {}} />)
    expect(liveObservers()[0]?.options?.rootMargin).toBe('0px 0px 100px 0px')
    rerender(<LazyLoader onLoadMore={() => {}} offset={250} />)
    expect(liveObservers()).toHaveLength(1)
    expect(liveObservers()[0]?.options?.rootMargin).toBe('0px 0px 250px 0px')
  })

  it('asks for more when the bottom comes within the offset, not before', () => {
    const onLoadMore = vi.fn()
    render(<LazyLoader onLoadMore={onLoadMore} />)
    scrollSentinel(false)
    expect(onLoadMore).not.toHaveBeenCalled()
    scrollSentinel(true)
    expect(onLoadMore).toHaveBeenCalledOnce()
  })

  it('asks for nothing while loading or when complete', () => {
    const onLoadMore = vi.fn()
    const { rerender } = render(<LazyLoader onLoadMore={onLoadMore} loading />)
    expect(liveObservers()).toHaveLength(0)
    scrollSentinel(true)
    rerender(<LazyLoader onLoadMore={onLoadMore} complete />)
    expect(liveObservers()).toHaveLength(0)
    scrollSentinel(true)
    expect(onLoadMore).not.toHaveBeenCalled()
  })

  it('shows the spinner while loading and an end message when complete', () => {
    const { rerender } = render(<LazyLoader onLoadMore={() => {}} itemsName="articles" loading />)
    expect(screen.getByText('Loading more articles')).toBeVisible()
    expect(screen.getByText('Loading more articles').closest('[role="status"]')).toBeInTheDocument()
    rerender(<LazyLoader onLoadMore={() => {}} itemsName="articles" complete />)
    expect(screen.queryByText('Loading more articles')).not.toBeInTheDocument()
    expect(screen.getByText('All articles loaded')).toBeVisible()
    expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument()
    rerender(<LazyLoader onLoadMore={() => {}} complete endMessage="You have seen every branch." />)
    expect(screen.getByText('You have seen every branch.')).toBeVisible()
  })

  it('offers a "Load more" button that works by mouse and keyboard, and ignores it while loading', async () => {
    const user = userEvent.setup()
    const onLoadMore = vi.fn()
    render(<BranchList onLoadMore={onLoadMore} />)
    const button = screen.getByRole('button', { name: 'Load more branches' })
    await user.click(button)
    expect(onLoadMore).toHaveBeenCalledOnce()
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await user.click(button)
    expect(onLoadMore).toHaveBeenCalledOnce()

    await user.click(screen.getByRole('button', { name: 'Finish load' }))
    button.focus()
    await user.keyboard('{Enter}')
    expect(onLoadMore).toHaveBeenCalledTimes(2)
  })

  it('announces the new items politely', async () => {
    const user = userEvent.setup()
    render(<BranchList />)
    scrollSentinel(true)
    await user.click(screen.getByRole('button', { name: 'Finish load' }))
    expect(screen.getAllByText(/^Branch \d+$/)).toHaveLength(10)
    expect(screen.getByText('5 more branches loaded')).toHaveAttribute('role', 'status')
  })

  it('keeps asking while the bottom stays near after a load, and stops when complete', async () => {
    const user = userEvent.setup()
    const onLoadMore = vi.fn()
    render(<BranchList pages={2} onLoadMore={onLoadMore} />)
    scrollSentinel(true)
    expect(onLoadMore).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: 'Finish load' }))
    expect(screen.getByText('All branches loaded')).toBeVisible()
    scrollSentinel(true)
    expect(onLoadMore).toHaveBeenCalledOnce()
  })

  it('moves focus to the end message when the focused button goes away', async () => {
    const user = userEvent.setup()
    render(<BranchList pages={2} />)
    await user.click(screen.getByRole('button', { name: 'Load more branches' }))
    screen.getByRole('button', { name: 'Load more branches' }).focus()
    act(() => {
      screen.getByRole('button', { name: 'Finish load' }).click()
    })
    expect(screen.getByText('All branches loaded')).toHaveFocus()
  })
})

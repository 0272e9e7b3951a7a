import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockMatchMedia } from '../test-utils/match-media'
import { Pager, PAGER_COMPACT_QUERY } from './pager'

function StatefulPager({
  initialPage = 0,
  pageCount,
}: {
  initialPage?: number
  pageCount: number
}) {
  const [page, setPage] = useState(initialPage)
  return <Pager page={page} pageCount={pageCount} onPageChange={setPage} />
}

function pageNumbersShown() {
  return screen
    .getByRole('navigation', { name: 'Pagination' })
    .querySelectorAll('[data-slot="pager-page"], [data-slot="pager-gap"]')
}

function shownText() {
  return Array.from(pageNumbersShown(), (item) => item.textContent).join(' ')
}

describe('Pager', () => {
  let restore: (() => void) | undefined
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('is a navigation landmark named "Pagination", or the name given', () => {
    const { rerender } = render(<Pager page={0} pageCount={3} onPageChange={() => {}} />)
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument()
    rerender(<Pager page={0} pageCount={3} onPageChange={() => {}} label="Blog articles pages" />)
    expect(screen.getByRole('navigation', { name: 'Blog articles pages' })).toBeInTheDocument()
  })

  it('names each page and marks the current one', () => {
    render(<Pager page={1} pageCount={3} onPageChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled()
  })

  it('moves by the page buttons, previous and next', async () => {
    const user = userEvent.setup()
    render(<StatefulPager pageCount={4} />)
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })

  it('ignores pages below 0 or past the last: previous and next are disabled at the ends', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    const { rerender } = render(<Pager page={0} pageCount={3} onPageChange={onPageChange} />)
    const previous = screen.getByRole('button', { name: 'Previous page' })
    expect(previous).toBeDisabled()
    await user.click(previous)
    rerender(<Pager page={2} pageCount={3} onPageChange={onPageChange} />)
    const next = screen.getByRole('button', { name: 'Next page' })
    expect(next).toBeDisabled()
    await user.click(next)
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(onPageChange).not.toHaveBeenCalled()
  })

  it('shows up to 5 pages in full', () => {
    render(<Pager page={0} pageCount={5} onPageChange={() => {}} />)
    expect(shownText()).toBe('1 2 3 4 5')
  })

  it('shows gap markers, hidden from screen readers, around the current page of many', () => {
    render(<Pager page={9} pageCount={20} onPageChange={() => {}} />)
    expect(shownText()).toBe('1 … 9 10 11 … 20')
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    for (const gap of nav.querySelectorAll('[data-slot="pager-gap"]')) {
      expect(gap).toHaveAttribute('aria-hidden', 'true')
    }
    expect(within(nav).getAllByRole('listitem')).toHaveLength(7)
  })

  it('shows fewer links at 350 px or less', () => {
    restore = mockMatchMedia((query) => query === PAGER_COMPACT_QUERY)
    render(<Pager page={9} pageCount={20} onPageChange={() => {}} />)
    expect(shownText()).toBe('1 … 10 … 20')
  })

  it('is driven by the keyboard: Tab through, Enter and Space choose', async () => {
    const user = userEvent.setup()
    render(<StatefulPager pageCount={3} initialPage={1} />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await user.tab()
    await user.tab()
    await user.keyboard(' ')
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
  })

  it('keeps targets at least 44 px high and 32 px wide (44 px from the sm breakpoint)', () => {
    render(<Pager page={0} pageCount={2} onPageChange={() => {}} />)
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveClass('min-h-11', 'min-w-8', 'sm:min-w-11')
    }
  })

  describe('with an address for each page (hrefFor)', () => {
    const hrefFor = (page: number) => `/list?page=${page + 1}`

    it('makes every page control a link to its page, so it works without JavaScript', () => {
      render(<Pager page={1} pageCount={3} onPageChange={() => {}} hrefFor={hrefFor} />)
      expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/list?page=1')
      expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
      expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
        'href',
        '/list?page=1',
      )
      expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
        'href',
        '/list?page=3',
      )
      for (const link of screen.getAllByRole('link')) {
        expect(link).toHaveClass('min-h-11', 'min-w-8', 'sm:min-w-11')
      }
    })

    it('keeps previous and next disabled buttons at the ends', () => {
      render(<Pager page={0} pageCount={1} onPageChange={() => {}} hrefFor={hrefFor} />)
      expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
      expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    })

    it('calls onPageChange on a plain click instead of loading the page', async () => {
      const user = userEvent.setup()
      const onPageChange = vi.fn()
      render(<Pager page={0} pageCount={3} onPageChange={onPageChange} hrefFor={hrefFor} />)
      const next = screen.getByRole('link', { name: 'Next page' })
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
      next.dispatchEvent(click)
      expect(click.defaultPrevented).toBe(true)
      await user.click(screen.getByRole('link', { name: 'Page 3' }))
      expect(onPageChange.mock.calls).toEqual([[1], [2]])
    })

    it('leaves a click that opens a new tab to the browser', () => {
      const onPageChange = vi.fn()
      render(<Pager page={0} pageCount={3} onPageChange={onPageChange} hrefFor={hrefFor} />)
      const page2 = screen.getByRole('link', { name: 'Page 2' })
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
      page2.dispatchEvent(click)
      expect(click.defaultPrevented).toBe(false)
      expect(onPageChange).not.toHaveBeenCalled()
    })
  })
})

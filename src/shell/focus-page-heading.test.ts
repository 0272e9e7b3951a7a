import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { focusPageHeading } from './focus-page-heading'

/** A page whose main has no h1 yet (a lazy page about to render), and a link that was followed. */
function pageWithoutHeading() {
  document.body.innerHTML = `
    <header><a href="/branch-search">Bank Branch Locator</a><button type="button">Search the site</button></header>
    <main id="main" tabindex="-1"><p>Loading</p></main>`
  const link = document.querySelector('a')!
  link.focus()
  return {
    link,
    search: document.querySelector('button')!,
    renderHeading: () => {
      document.getElementById('main')!.innerHTML = '<h1>Bank branch locator</h1>'
      return document.querySelector('h1')!
    },
  }
}

describe('focusPageHeading', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('moves focus to the h1 once it renders, from where the navigation began', () => {
    const { link, renderHeading } = pageWithoutHeading()
    focusPageHeading()
    expect(link).toHaveFocus()
    const heading = renderHeading()
    vi.advanceTimersByTime(50)
    expect(heading).toHaveFocus()
    expect(heading).toHaveAttribute('tabindex', '-1')
  })

  it('moves focus to the h1 when focus was lost meanwhile (the followed link went away)', () => {
    const { link, renderHeading } = pageWithoutHeading()
    focusPageHeading()
    link.remove()
    const heading = renderHeading()
    vi.advanceTimersByTime(50)
    expect(heading).toHaveFocus()
  })

  it('leaves focus where the visitor put it while the page loaded', () => {
    const { search, renderHeading } = pageWithoutHeading()
    focusPageHeading()
    search.focus()
    const heading = renderHeading()
    vi.advanceTimersByTime(50)
    expect(search).toHaveFocus()
    expect(heading).not.toHaveFocus()
  })

  it('falls back to main when no h1 comes, unless the visitor moved focus', () => {
    const first = pageWithoutHeading()
    focusPageHeading()
    vi.advanceTimersByTime(50 * 21)
    expect(document.getElementById('main')).toHaveFocus()

    const second = pageWithoutHeading()
    focusPageHeading()
    second.search.focus()
    vi.advanceTimersByTime(50 * 21)
    expect(second.search).toHaveFocus()
    expect(first.link.isConnected).toBe(false)
  })
})

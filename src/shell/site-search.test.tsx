import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiGet } from '../api/client'
import { site } from '../content/site'
import { queryClient } from '../api/query-client'
import { API_DEBOUNCE_MS, PAGE_DEBOUNCE_MS } from '../features/search/site-search-panel'
import { SiteSearch } from './site-search'

vi.mock('../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/client')>()),
  apiGet: vi.fn(),
}))
const askApi = vi.mocked(apiGet)

// Testing Library lets React settle with a setTimeout(0), which it only advances under fake timers
// when it sees Jest's; under Vitest's it would wait for ever. Show it the way to advance them.
vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })

const { pages } = vi.hoisted(() => ({
  pages: [
    {
      path: '/services/eft',
      title: 'Electronic Funds Transfer (EFT)',
      keywords: ['salaries', 'debit orders', 'supplier payments', 'payroll runs'],
    },
    {
      path: '/services/authenticated-collections',
      title: 'Authenticated Collections (DebiCheck)',
      keywords: ['debit orders', 'mandates'],
    },
    { path: '/our-reach', title: 'Our Reach', keywords: ["Côte d'Ivoire", 'SADC'] },
    { path: '/no-results', title: 'No results', keywords: [], unlisted: true },
    { path: '/blog/post/$slug', title: 'Blog', keywords: [] },
  ],
}))

async function renderSearch() {
  const rootRoute = createRootRoute({
    staticData: { title: 'Home', unlisted: true },
    component: () => (
      <>
        <header>
          <button type="button">Dark theme</button>
          <SiteSearch />
        </header>
        <main>
          <Outlet />
          <p>Outside the search</p>
          <a href="#content-hub">Content Hub</a>
        </main>
      </>
    ),
  })
  const children = [{ path: '/', title: 'Home', keywords: [], unlisted: true }, ...pages].map(
    (page) =>
      createRoute({
        getParentRoute: () => rootRoute,
        path: page.path,
        staticData: {
          title: page.title,
          keywords: page.keywords,
          unlisted: page.unlisted,
        },
        component: () => <h1>{page.title}</h1>,
      }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(<RouterProvider router={router as never} />)
  await screen.findByRole('heading', { level: 1, name: 'Home' })
  // The debounces are the subject here: time moves only when a test says so.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
  return { router, user }
}

async function expand(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Search the site' }))
  await act(() => vi.advanceTimersByTimeAsync(0))
  const input = await vi.waitFor(() => screen.getByRole('combobox', { name: 'Search the site' }))
  expect(input).toHaveFocus()
  return input
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const listbox = () => screen.queryByRole('listbox', { name: 'Search results' })
const announced = () => screen.getAllByRole('status').map((status) => status.textContent)
/** The whole title of each option (the screen shows it cut to 30 characters). */
const optionNames = () =>
  within(listbox()!)
    .queryAllByRole('option')
    .map((option) => {
      // What a screen reader reads of the title: its text without the parts hidden from it.
      const title = option.querySelector('[data-slot="site-search-result-title"]')?.cloneNode(true)
      if (!(title instanceof HTMLElement)) return undefined
      title.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove())
      return title.textContent
    })
const infoOf = (option: HTMLElement) =>
  option.querySelector('[data-slot="site-search-result-info"]') as HTMLElement

describe('SiteSearch', () => {
  beforeEach(() => {
    askApi.mockReset()
    askApi.mockResolvedValue([])
  })
  afterEach(() => {
    queryClient.clear()
    vi.useRealTimers()
  })

  it('is a small button until opened, then a combobox with the placeholder "Search"', async () => {
    const { user } = await renderSearch()
    const button = screen.getByRole('button', { name: 'Search the site' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('combobox')).toBeNull()
    const input = await expand(user)
    expect(input).toHaveAttribute('placeholder', 'Search')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    const controlled = document.getElementById(input.getAttribute('aria-controls') ?? '')
    expect(controlled).toHaveAttribute('role', 'listbox')
    expect(controlled).not.toBeVisible()
  })

  it('ignores fewer than two characters and never asks the API', async () => {
    const { user } = await renderSearch()
    const input = await expand(user)
    await user.type(input, ' e ')
    await wait(1000)
    expect(listbox()).toBeNull()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(askApi).not.toHaveBeenCalled()
  })

  it('shows pages after 300 ms and asks the API after 500 ms of no typing', async () => {
    const { user } = await renderSearch()
    const input = await expand(user)
    await user.type(input, 'debit')
    await wait(PAGE_DEBOUNCE_MS - 1)
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    await wait(1)
    // Title hits first, then keyword hits.
    expect(optionNames()).toEqual([
      'Authenticated Collections (DebiCheck)',
      'Electronic Funds Transfer (EFT)',
    ])
    expect(askApi).not.toHaveBeenCalled()
    expect(screen.getByText('Searching articles…')).toBeVisible()
    await wait(API_DEBOUNCE_MS - PAGE_DEBOUNCE_MS)
    expect(askApi).toHaveBeenCalledTimes(1)
    expect(askApi.mock.calls[0]?.[0]).toBe('/PublicBlogs/search/debit')
    await wait(0)
    expect(screen.queryByText('Searching articles…')).toBeNull()
    expect(announced()).toContain('2 results')
  })

  it('asks the API once for a word typed quickly, not for every letter', async () => {
    const { user } = await renderSearch()
    const input = await expand(user)
    for (const letter of 'payshap') {
      await user.type(input, letter)
      await wait(100)
    }
    await wait(API_DEBOUNCE_MS)
    expect(askApi).toHaveBeenCalledTimes(1)
    expect(askApi.mock.calls[0]?.[0]).toBe('/PublicBlogs/search/payshap')
  })

  it('lists articles from the API, linked to their post, with the found text', async () => {
    askApi.mockResolvedValue([
      {
        title: 'PayShap and real-time clearing',
        slug: 'payshap-and-real-time-clearing',
        foundText: 'PayShap lets a customer pay a ShapID in seconds, any time of day',
      },
    ])
    const { user, router } = await renderSearch()
    const input = await expand(user)
    await user.type(input, 'payshap')
    await wait(API_DEBOUNCE_MS)
    await wait(0)
    const option = screen.getByRole('option', { name: /PayShap and real-time clearing/ })
    // The found text is cut to 30 characters on screen and whole for assistive technology.
    expect(infoOf(option).querySelector('[aria-hidden="true"]')?.textContent).toBe(
      'PayShap lets a customer pay a…',
    )
    expect(infoOf(option).querySelector('.sr-only')?.textContent).toBe(
      'PayShap lets a customer pay a ShapID in seconds, any time of day',
    )
    expect(option).toHaveAccessibleName(/any time of day/)
    await user.keyboard('{ArrowDown}')
    await user.keyboard('{Enter}')
    await wait(0)
    expect(router.state.location.pathname).toBe('/blog/post/payshap-and-real-time-clearing')
    expect(screen.queryByRole('combobox')).toBeNull()
  })

  it('cuts keywords to 30 characters with an ellipsis', async () => {
    const { user } = await renderSearch()
    const input = await expand(user)
    await user.type(input, 'eft')
    await wait(PAGE_DEBOUNCE_MS)
    const option = screen.getByRole('option', { name: /Electronic Funds Transfer/ })
    expect(infoOf(option).querySelector('[aria-hidden="true"]')?.textContent).toBe(
      'salaries, debit orders, suppli…',
    )
    expect(infoOf(option).querySelector('.sr-only')?.textContent).toBe(
      pages[0]?.keywords.join(', '),
    )
  })

  it('cuts titles to 30 characters with an ellipsis, whole for screen readers and the tooltip', async () => {
    const { user } = await renderSearch()
    const input = await expand(user)
    await user.type(input, 'debit')
    await wait(PAGE_DEBOUNCE_MS)
    const option = screen.getByRole('option', { name: /Authenticated Collections/ })
    const title = option.querySelector('[data-slot="site-search-result-title"]') as HTMLElement
    const shown = title.querySelector('[aria-hidden="true"]')
    expect(shown?.textContent).toBe('Authenticated Collections (Deb…')
    expect(shown).toHaveAttribute('title', 'Authenticated Collections (DebiCheck)')
    expect(option).toHaveAccessibleName(/^Authenticated Collections \(DebiCheck\)/)
    // A title of 30 characters or fewer is shown as it is, once.
    await user.clear(input)
    await user.type(input, 'reach')
    await wait(PAGE_DEBOUNCE_MS)
    const reach = screen.getByRole('option', { name: /Our Reach/ })
    expect(reach.querySelector('[data-slot="site-search-result-title"]')?.textContent).toBe(
      'Our Reach',
    )
  })

  it('finds a page whatever the case and accents', async () => {
    const { user } = await renderSearch()
    const input = await expand(user)
    await user.type(input, 'COTE')
    await wait(PAGE_DEBOUNCE_MS)
    expect(optionNames()).toEqual(['Our Reach'])
  })

  it('keeps focus in the input while the arrows move the active option, and Enter opens it', async () => {
    const { user, router } = await renderSearch()
    const input = await expand(user)
    await user.type(input, 'debit')
    await wait(API_DEBOUNCE_MS)
    await wait(0)
    const [first, second] = screen.getAllByRole('option')
    await user.keyboard('{ArrowDown}')
    expect(input).toHaveFocus()
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(second).toHaveAttribute('aria-selected', 'true')
    expect(input).toHaveAttribute('aria-activedescendant', second?.id)
    await user.keyboard('{ArrowUp}')
    expect(first).toHaveAttribute('aria-selected', 'true')
    expect(input).toHaveAttribute('aria-activedescendant', first?.id)
    await user.keyboard('{ArrowDown}{Enter}')
    await wait(0)
    expect(router.state.location.pathname).toBe('/services/eft')
  })

  it('leaves Home and End to the field: they move the caret, not the active option', async () => {
    const { user } = await renderSearch()
    const input = (await expand(user)) as HTMLInputElement
    await user.type(input, 'debit')
    await wait(API_DEBOUNCE_MS)
    await wait(0)
    const [, second] = screen.getAllByRole('option')
    await user.keyboard('{ArrowDown}{Home}')
    expect(input.selectionStart).toBe(0)
    expect(second).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{End}')
    expect(input.selectionStart).toBe('debit'.length)
    expect(second).toHaveAttribute('aria-selected', 'true')
    expect(input).toHaveValue('debit')
  })

  it('offers one "No results" row that leads to the no-results page', async () => {
    const { user, router } = await renderSearch()
    const input = await expand(user)
    await user.type(input, 'zz qx')
    await wait(API_DEBOUNCE_MS)
    await wait(0)
    expect(optionNames()).toEqual(['No results'])
    expect(announced()).toContain('No results')
    await user.keyboard('{Enter}')
    await wait(0)
    expect(router.state.location.pathname).toBe('/no-results')
    expect(router.state.location.search).toEqual({ q: 'zz qx' })
  })

  it('still shows the pages, and a quiet note, when the article search fails', async () => {
    askApi.mockRejectedValue(new Error('offline'))
    const { user } = await renderSearch()
    const input = await expand(user)
    await user.type(input, 'eft')
    await wait(API_DEBOUNCE_MS)
    await wait(10_000) // the query's retries
    expect(optionNames()).toEqual(['Electronic Funds Transfer (EFT)'])
    expect(
      screen.getByText('Articles could not be searched just now; the pages above are still found.'),
    ).toBeVisible()
  })

  it('offline, finds the pages and says the articles are left out until the connection is back', async () => {
    const setOnline = (online: boolean) => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
      act(() => {
        window.dispatchEvent(new Event(online ? 'online' : 'offline'))
      })
    }
    const { user } = await renderSearch()
    setOnline(false)
    try {
      const input = await expand(user)
      await user.type(input, 'eft')
      await wait(API_DEBOUNCE_MS)
      await wait(0)
      expect(optionNames()).toEqual(['Electronic Funds Transfer (EFT)'])
      expect(
        screen.getByText(
          'You are offline, so articles are left out; the pages above are still found.',
        ),
      ).toBeVisible()
      expect(announced()).toContain('1 result')
      expect(askApi).not.toHaveBeenCalled()
    } finally {
      setOnline(true)
    }
    await wait(0)
    expect(askApi).toHaveBeenCalledTimes(1)
    expect(screen.queryByText(/articles are left out/)).toBeNull()
  })

  it('closes the list with Escape, then collapses with a second Escape', async () => {
    const { user } = await renderSearch()
    const input = await expand(user)
    await user.type(input, 'eft')
    await wait(PAGE_DEBOUNCE_MS)
    expect(listbox()).not.toBeNull()
    await user.keyboard('{Escape}')
    expect(listbox()).toBeNull()
    expect(input).toHaveFocus()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('combobox')).toBeNull()
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Search the site' })).toHaveFocus(),
    )
  })

  it('empties the text and removes the dropdown with the clear button, keeping focus', async () => {
    const { user } = await renderSearch()
    const input = await expand(user)
    await user.type(input, 'eft')
    await wait(PAGE_DEBOUNCE_MS)
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(input).toHaveValue('')
    expect(input).toHaveFocus()
    expect(listbox()).toBeNull()
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull()
  })

  it('collapses and clears on a click outside', async () => {
    const { user } = await renderSearch()
    const input = await expand(user)
    await user.type(input, 'eft')
    await wait(PAGE_DEBOUNCE_MS)
    fireEvent.pointerDown(screen.getByText('Outside the search'))
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(listbox()).toBeNull()
    const again = await expand(user)
    expect(again).toHaveValue('')
  })

  it('leaves unlisted pages and pages with parameters out', async () => {
    const { user } = await renderSearch()
    const input = await expand(user)
    for (const term of ['home', 'blog']) {
      await user.clear(input)
      await user.type(input, term)
      await wait(API_DEBOUNCE_MS)
      await wait(0)
      expect(optionNames()).toEqual(['No results'])
    }
  })

  it('finds the external Annual Business Report and opens it in a new tab, as the menu does', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { user, router } = await renderSearch()
    const input = await expand(user)
    await user.type(input, 'annual')
    await wait(PAGE_DEBOUNCE_MS)
    expect(optionNames()).toEqual(['Annual Business Report (opens in a new tab)'])
    await user.keyboard('{Enter}')
    expect(open).toHaveBeenCalledWith(site.links.businessReports, '_blank', 'noopener,noreferrer')
    expect(router.state.location.pathname).toBe('/')
    open.mockRestore()
  })

  it.each(['{Enter}', ' '])(
    'presses Close with %s rather than opening the active result',
    async (key) => {
      const { user, router } = await renderSearch()
      const input = await expand(user)
      await user.type(input, 'debit')
      await wait(PAGE_DEBOUNCE_MS)
      expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true')
      await user.tab() // Clear search
      await user.tab() // Close
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
      await user.keyboard(key)
      await wait(0)
      expect(router.state.location.pathname).toBe('/')
      expect(screen.queryByRole('combobox')).toBeNull()
      await vi.waitFor(() =>
        expect(screen.getByRole('button', { name: 'Search the site' })).toHaveFocus(),
      )
    },
  )

  it.each(['{Enter}', ' '])(
    'presses Clear search with %s rather than opening the active result',
    async (key) => {
      const { user, router } = await renderSearch()
      const input = await expand(user)
      await user.type(input, 'debit')
      await wait(PAGE_DEBOUNCE_MS)
      await user.tab()
      expect(screen.getByRole('button', { name: 'Clear search' })).toHaveFocus()
      await user.keyboard(key)
      await wait(0)
      expect(router.state.location.pathname).toBe('/')
      expect(input).toHaveValue('')
      expect(input).toHaveFocus()
      expect(listbox()).toBeNull()
    },
  )

  it('collapses when Tab moves focus out of it, so it covers nothing that has focus', async () => {
    const { user } = await renderSearch()
    const input = await expand(user)
    await user.type(input, 'debit')
    await wait(PAGE_DEBOUNCE_MS)
    await user.tab() // Clear search
    await user.tab() // Close
    await user.tab()
    expect(screen.getByRole('link', { name: 'Content Hub' })).toHaveFocus()
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(listbox()).toBeNull()
    expect(screen.getByRole('button', { name: 'Search the site' })).toBeVisible()
  })

  it('collapses when Shift+Tab moves focus out of it', async () => {
    const { user } = await renderSearch()
    const input = await expand(user)
    await user.type(input, 'eft')
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveFocus()
    expect(screen.queryByRole('combobox')).toBeNull()
    // Collapsed and cleared, as after a click outside.
    expect(await expand(user)).toHaveValue('')
  })
})

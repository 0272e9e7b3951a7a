import { RouterProvider } from '@tanstack/react-router'
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setApiTransport } from '../api/client'
import type { Article } from '../api/types'
import { createAppRouter } from '../router'
import { notFoundTitle } from './route-announcer'

function meta(property: string) {
  return document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content')
}

const article: Article = {
  slug: 'payshap-and-real-time-clearing',
  title: 'PayShap and real-time clearing',
  summary: 'How an instant payment clears between two banks in seconds.',
  category: { id: 'payments', name: 'Payments' },
  tags: [],
  publishedAt: '2026-10-01',
  image: '/images/blog/payshap.svg',
  imageAlt: '',
  readingMinutes: 4,
  bodyHtml: '<p>An instant payment is cleared and settled one by one.</p>',
}

afterEach(() => setApiTransport(undefined))

describe('RouteAnnouncer (in the whole app)', () => {
  it('after a navigation to an article, the h1 keeps focus when the article replaces the loading heading', async () => {
    const answers: ((body: unknown) => void)[] = []
    const articleAnswer = new Promise((resolve) => answers.push(resolve))
    const answer = (body: unknown) => answers.forEach((resolve) => resolve(body))
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
    setApiTransport(async (input) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.includes('/PublicBlogs/post/')) return json(await articleAnswer)
      if (url.includes('/PublicBlogs/landing')) {
        return json({ items: [], total: 0, pageNumber: 1, pageSize: 4 })
      }
      return new Response(null, { status: 204 })
    })
    window.history.replaceState(null, '', '/about-us')
    const router = createAppRouter()
    render(<RouterProvider router={router} />)
    await screen.findByRole('heading', { level: 1 })

    await act(() => router.navigate({ to: '/blog/post/$slug', params: { slug: article.slug } }))
    const loading = await screen.findByRole('heading', {
      level: 1,
      name: 'Payshap and real time clearing',
    })
    await waitFor(() => expect(loading).toHaveFocus())

    await act(async () => answer(article))
    const heading = await screen.findByRole('heading', { level: 1, name: article.title })
    expect(loading).not.toBeInTheDocument()
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it('titles the first page without moving focus or announcing', async () => {
    window.history.replaceState(null, '', '/our-reach')
    render(<RouterProvider router={createAppRouter()} />)
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => expect(document.title).toBe('Our Reach'))
    expect(document.activeElement).toBe(document.body)
    expect(document.querySelector('[data-route-announcer]')).toHaveTextContent('')
  })

  it('after a navigation sets the title and sharing tags, focuses the h1 and announces it', async () => {
    // Not the home page: its carousel needs IntersectionObserver, which jsdom lacks.
    window.history.replaceState(null, '', '/about-us')
    const router = createAppRouter()
    render(<RouterProvider router={router} />)
    await screen.findByRole('heading', { level: 1 })

    await act(() => router.navigate({ to: '/services/eft' }))
    await waitFor(() => expect(document.title).toBe('Services | Electronic Funds Transfer (EFT)'))
    expect(meta('og:title')).toBe('Services | Electronic Funds Transfer (EFT)')
    expect(meta('og:description')).toBe('Services | Electronic Funds Transfer (EFT)')
    expect(meta('og:site_name')).toBe('Mzansi Clearing')
    const heading = screen.getByRole('heading', { level: 1 })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(heading).toHaveTextContent('Electronic Funds Transfer (EFT)')
    expect(document.querySelector('[data-route-announcer]')).toHaveTextContent(
      'Services | Electronic Funds Transfer (EFT)',
    )
  })

  it('titles an unknown path as not found', async () => {
    window.history.replaceState(null, '', '/no-such-page')
    render(<RouterProvider router={createAppRouter()} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe(notFoundTitle))
  })
})

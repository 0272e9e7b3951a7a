import { RouterProvider } from '@tanstack/react-router'
import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createAppRouter } from '../router'
import { notFoundTitle } from './route-announcer'

function meta(property: string) {
  return document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content')
}

describe('RouteAnnouncer (in the whole app)', () => {
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
    await waitFor(() => expect(document.title).toBe('Services | EFT'))
    expect(meta('og:title')).toBe('Services | EFT')
    expect(meta('og:description')).toBe('Services | EFT')
    expect(meta('og:site_name')).toBe('Mzansi Clearing')
    const heading = screen.getByRole('heading', { level: 1 })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(heading).toHaveTextContent('Electronic Funds Transfer (EFT)')
    expect(document.querySelector('[data-route-announcer]')).toHaveTextContent('Services | EFT')
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

import { RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setApiTransport } from '../../api/client'
import { queryClient } from '../../api/query-client'
import type { ArticleSummary, BlogCategorySummary, BlogTagSummary } from '../../api/types'
import { blog } from '../../content/blog'
import { notFound } from '../../content/not-found'
import { createAppRouter } from '../../router'

const categories: BlogCategorySummary[] = [
  { id: 'payments-industry', name: 'Payments industry', description: 'How.', articleCount: 1 },
  { id: 'data-insights', name: 'Data insights', description: 'What.', articleCount: 0 },
]
const tags: BlogTagSummary[] = [{ tag: 'debicheck', articleCount: 1 }]
const article: ArticleSummary = {
  slug: 'debicheck-mandates',
  title: 'DebiCheck mandates',
  summary: 'Debit orders the customer approved.',
  category: { id: 'payments-industry', name: 'Payments industry' },
  tags: ['debicheck'],
  publishedAt: '2025-05-20',
  image: '/images/blog/debicheck-mandates.svg',
  imageAlt: '',
  readingMinutes: 2,
}

/** The API's paths and queries the page asked for, in order. */
let asked: string[]
/** Set to make the category list fail. */
let categoriesFail: boolean

beforeEach(() => {
  asked = []
  categoriesFail = false
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
  setApiTransport(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
    const path = url.pathname.replace(/^.*\/PublicBlogs/, '')
    asked.push(`${path}${url.search}`)
    if (path === '/categories') {
      return categoriesFail ? json({ error: 'Unavailable' }, 503) : json(categories)
    }
    if (path === '/tags') return json(tags)
    if (path === '/landing') {
      const category = url.searchParams.get('category')
      const tag = url.searchParams.get('tag')
      const items = [article].filter(
        (item) =>
          (category === null || item.category.id === category) &&
          (tag === null || item.tags.includes(tag)),
      )
      return json({ items, total: items.length, pageNumber: 1, pageSize: 9 })
    }
    return new Response(null, { status: 204 })
  })
})

afterEach(() => {
  setApiTransport(undefined)
  queryClient.clear()
})

async function openApp(path: string) {
  window.history.replaceState(null, '', path)
  const router = createAppRouter()
  render(<RouterProvider router={router} />)
  await screen.findByRole('heading', { level: 1 })
  return router
}

async function expectNotFoundPage() {
  expect(
    await screen.findByRole('heading', { level: 1, name: notFound.heading }),
  ).toBeInTheDocument()
  // The title an unknown path gets (shell/route-announcer.tsx).
  await waitFor(() => expect(document.title).toBe('Page not found'))
  expect(screen.queryByRole('heading', { name: blog.landing.heading })).not.toBeInTheDocument()
  expect(screen.queryByText(blog.empty)).not.toBeInTheDocument()
}

describe('the Content Hub’s list with a category or tag it does not have', () => {
  it('shows the Not Found page when a visitor in the app follows a link to an unknown category', async () => {
    const router = await openApp('/blog')
    expect(await screen.findByRole('link', { name: article.title })).toBeInTheDocument()

    await act(() => router.navigate({ to: '/blog', search: { category: 'no-such-category' } }))
    await expectNotFoundPage()
    // Decided from the category list: the list of articles is not asked for that category.
    expect(asked.filter((request) => request.includes('no-such-category'))).toEqual([])
    // A suggestion leads on within the app.
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })

  it('shows the Not Found page for an unknown tag, and the list again for a known one', async () => {
    const router = await openApp('/blog')
    await act(() => router.navigate({ to: '/blog', search: { tag: 'no-such-tag' } }))
    await expectNotFoundPage()

    await act(() => router.navigate({ to: '/blog', search: { tag: 'debicheck' } }))
    expect(
      await screen.findByRole('heading', { level: 1, name: blog.landing.heading }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: article.title })).toBeInTheDocument()
  })

  it('shows the Not Found page on a first load, as after the server’s 404', async () => {
    await openApp('/blog?category=payments-industry&tag=no-such-tag')
    await expectNotFoundPage()
  })

  it('shows the same Not Found page as an unknown path', async () => {
    const notFoundPage = async (path: string) => {
      await openApp(path)
      await expectNotFoundPage()
      await screen.findByRole('search')
      // Ids React makes (the search field's) differ from render to render.
      const html = document.querySelector('main')!.innerHTML.replace(/«[^»]*»|_r_[\w]+_/g, 'id')
      cleanup()
      queryClient.clear()
      return html
    }
    expect(await notFoundPage('/blog?tag=no-such-tag')).toBe(await notFoundPage('/no-such-page'))
  })

  it('lists a known category’s articles, and a known category without any says it is empty', async () => {
    await openApp('/blog?category=payments-industry')
    expect(await screen.findByRole('link', { name: article.title })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(blog.landing.heading)
    cleanup()
    queryClient.clear()

    await openApp('/blog?category=data-insights')
    expect(await screen.findByText(blog.empty)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(blog.landing.heading)
  })

  it('shows the list when the category list cannot be had (the page says what it can)', async () => {
    categoriesFail = true
    await openApp('/blog?category=payments-industry')
    expect(await screen.findByRole('link', { name: article.title })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(blog.landing.heading)
  })
})

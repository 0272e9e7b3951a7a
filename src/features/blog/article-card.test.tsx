import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ArticleSummary } from '../../api/types'
import { renderWithRouter } from '../../test-utils/render-with-router'
import { ArticleCard } from './article-card'

const ARTICLE: ArticleSummary = {
  slug: 'payshap-and-real-time-clearing',
  title: 'PayShap and real-time clearing',
  summary: 'How a payment to a ShapID reaches the other bank in seconds.',
  category: { id: 'payments', name: 'Payments' },
  tags: ['payshap'],
  publishedAt: '2026-10-01',
  image: '/images/blog/payshap.svg',
  imageAlt: '',
  readingMinutes: 4,
}

describe('ArticleCard', () => {
  it('loads its image lazily, below the first card', async () => {
    await renderWithRouter(<ArticleCard article={ARTICLE} />)
    const image = screen.getByRole('article').querySelector('img')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('fetchpriority', 'auto')
    expect(screen.getByRole('link', { name: ARTICLE.title })).toHaveAttribute(
      'href',
      `/blog/post/${ARTICLE.slug}`,
    )
  })

  it('loads the first card’s image at once and first: it is the largest thing on a phone’s first screen', async () => {
    await renderWithRouter(<ArticleCard article={ARTICLE} priority />)
    const image = screen.getByRole('article').querySelector('img')
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('fetchpriority', 'high')
  })
})

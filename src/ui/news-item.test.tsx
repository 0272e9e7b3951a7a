import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../test-utils/render-with-router'
import { NewsItem } from './news-item'

const debicheck = {
  imageSrc: '/images/cards/debicheck.svg',
  item: 'Explainer',
  heading: 'What DebiCheck changes for your debit orders',
  body: 'You confirm each new mandate with your own bank.',
  action: { label: 'Read about DebiCheck', path: '/services/authenticated-collections' },
}

describe('NewsItem', () => {
  it('shows the kind of story, an h3 heading and the body', () => {
    render(<NewsItem {...debicheck} action={undefined} />)
    expect(screen.getByRole('article')).toBeInTheDocument()
    expect(screen.getByText('Explainer')).toBeVisible()
    expect(screen.getByRole('heading', { level: 3, name: debicheck.heading })).toBeInTheDocument()
    expect(screen.getByText(debicheck.body)).toBeVisible()
  })

  it('takes the heading level from the caller', () => {
    render(<NewsItem {...debicheck} action={undefined} headingLevel={4} />)
    expect(screen.getByRole('heading', { level: 4 })).toBeInTheDocument()
  })

  it('shows a decorative image by default, sized and lazily loaded', () => {
    render(<NewsItem {...debicheck} action={undefined} />)
    const image = document.querySelector('img')
    expect(image).toHaveAttribute('src', debicheck.imageSrc)
    expect(image).toHaveAttribute('alt', '')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('width', '640')
    expect(image).toHaveAttribute('height', '360')
  })

  it('gives the image a text alternative when one is passed', () => {
    render(<NewsItem {...debicheck} action={undefined} imageAlt="A shield over a mandate" />)
    expect(screen.getByRole('img', { name: 'A shield over a mandate' })).toBeInTheDocument()
  })

  it('has no image when none is given', () => {
    render(<NewsItem {...debicheck} imageSrc={undefined} action={undefined} />)
    expect(document.querySelector('img')).toBeNull()
  })

  it('marks a video with a visible "Video" badge and its play icon', () => {
    render(<NewsItem {...debicheck} action={undefined} isVideo />)
    const badge = screen.getByText('Video')
    expect(badge).toBeVisible()
    expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('article')).toHaveAttribute('data-video')
    expect(document.querySelector('[data-slot="news-item-play"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
  })

  it('marks a video without an image too', () => {
    render(<NewsItem {...debicheck} imageSrc={undefined} action={undefined} isVideo />)
    expect(screen.getByText('Video')).toBeVisible()
    expect(document.querySelector('[data-slot="news-item-play"]')).toBeNull()
  })

  it('shows no badge for a story that is not a video', () => {
    render(<NewsItem {...debicheck} action={undefined} />)
    expect(screen.queryByText('Video')).not.toBeInTheDocument()
  })

  it('leads to its action through one link, the only tab stop', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(<NewsItem {...debicheck} />, {
      paths: ['/', '/services/authenticated-collections'],
    })
    expect(screen.getAllByRole('link')).toHaveLength(1)
    await user.tab()
    const link = screen.getByRole('link', { name: 'Read about DebiCheck' })
    expect(link).toHaveFocus()
    expect(link).toHaveAttribute('data-stretched')
    await user.keyboard('{Enter}')
    expect(router.state.location.pathname).toBe('/services/authenticated-collections')
  })

  it('without an action, has nothing interactive', () => {
    render(<NewsItem {...debicheck} action={undefined} />)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByRole('article')).not.toHaveAttribute('data-linked')
  })
})

import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../test-utils/render-with-router'
import type { NewsItemData } from './news-item'
import { assertNewsItemCount, RelatedNewsRow } from './related-news-row'

function story(n: number): NewsItemData {
  return {
    heading: `Story ${n}`,
    body: `About story ${n}.`,
    action: { label: `Read story ${n}`, path: `/story-${n}` },
  }
}

const stories = [1, 2, 3, 4].map(story)
const paths = ['/', ...stories.map((item) => item.action?.path ?? '/')]

describe('RelatedNewsRow', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('is a region named by its heading, listing its items one heading level below', async () => {
    await renderWithRouter(
      <RelatedNewsRow heading="More on payments" items={stories.slice(0, 3)} />,
      { paths },
    )
    const region = screen.getByRole('region', { name: 'More on payments' })
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('More on payments')
    const items = within(region).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Story 1', 'Story 2', 'Story 3'])
  })

  it('tells links with the same words apart by their context, heard after the words', async () => {
    const same = [1, 2, 3].map((n) => ({
      ...story(n),
      action: { label: 'Read the article', context: `Story ${n}`, path: `/story-${n}` },
    }))
    await renderWithRouter(<RelatedNewsRow items={same} />, { paths })
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Read the article: Story 1',
      'Read the article: Story 2',
      'Read the article: Story 3',
    ])
    expect(screen.getByRole('link', { name: 'Read the article: Story 2' })).toHaveAttribute(
      'href',
      '/story-2',
    )
  })

  it('is called "Related news" unless named', async () => {
    await renderWithRouter(<RelatedNewsRow items={stories.slice(0, 1)} />, { paths })
    expect(screen.getByRole('region', { name: 'Related news' })).toBeInTheDocument()
  })

  it('moves by Tab from one item’s link to the next, and Enter follows it', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(<RelatedNewsRow items={stories.slice(0, 3)} />, {
      paths,
    })
    await user.tab()
    expect(screen.getByRole('link', { name: 'Read story 1' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Read story 2' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(router.state.location.pathname).toBe('/story-2')
  })

  it('throws "Cannot have more than 3 items" when given more than 3', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<RelatedNewsRow items={stories} />)).toThrow(
      new Error('Cannot have more than 3 items'),
    )
  })

  it('throws when given more than its max, and never takes more than 3 whatever max says', () => {
    expect(() => assertNewsItemCount(3, 2)).toThrow('Cannot have more than 3 items')
    expect(() => assertNewsItemCount(4, 5)).toThrow('Cannot have more than 3 items')
    expect(() => assertNewsItemCount(3)).not.toThrow()
    expect(() => assertNewsItemCount(2, 2)).not.toThrow()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<RelatedNewsRow items={stories.slice(0, 3)} max={2} />)).toThrow(
      'Cannot have more than 3 items',
    )
  })

  it('shows up to max items', async () => {
    await renderWithRouter(<RelatedNewsRow items={stories.slice(0, 2)} max={2} />, { paths })
    expect(screen.getAllByRole('article')).toHaveLength(2)
  })

  it('equalises item heights only from 990 px, one column below 767 px', async () => {
    await renderWithRouter(<RelatedNewsRow items={stories.slice(0, 3)} />, { paths })
    const list = screen.getByRole('list')
    expect(list).toHaveClass('grid-cols-1', 'items-start', 'lg:grid-cols-3', 'lg:items-stretch')
    for (const article of screen.getAllByRole('article')) expect(article).toHaveClass('h-full')
  })

  it('renders nothing without items', () => {
    const { container } = render(<RelatedNewsRow items={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})

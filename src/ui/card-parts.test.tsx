import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../test-utils/render-with-router'
import { CardHeading, CardLink, nestedHeadingLevel } from './card-parts'

describe('card parts', () => {
  it('renders a heading at the level asked for, h3 by default', () => {
    const { rerender } = render(<CardHeading>EFT</CardHeading>)
    expect(screen.getByRole('heading', { level: 3, name: 'EFT' })).toBeInTheDocument()
    rerender(<CardHeading level={5}>EFT</CardHeading>)
    expect(screen.getByRole('heading', { level: 5, name: 'EFT' })).toBeInTheDocument()
  })

  it('nests a heading one level down, never past h6', () => {
    expect(nestedHeadingLevel(2)).toBe(3)
    expect(nestedHeadingLevel(5)).toBe(6)
    expect(nestedHeadingLevel(6)).toBe(6)
  })

  it('names a card link by its words alone; the arrow is hidden', async () => {
    await renderWithRouter(<CardLink path="/services/eft">Read about EFT</CardLink>, {
      paths: ['/', '/services/eft'],
    })
    const link = screen.getByRole('link', { name: 'Read about EFT' })
    expect(link).toHaveAttribute('href', '/services/eft')
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(link).not.toHaveAttribute('data-stretched')
  })

  it('marks a link to a new tab with the external mark and says so in words', async () => {
    await renderWithRouter(
      <CardLink path="https://www.resbank.co.za/" strategy="href" target="_blank">
        South African Reserve Bank
      </CardLink>,
    )
    const link = screen.getByRole('link', {
      name: /^South African Reserve Bank\s*\(opens in a new tab\)$/,
    })
    expect(link.querySelector('svg')).toHaveClass('lucide-external-link')
  })

  it('marks a stretched link so it covers its card', async () => {
    await renderWithRouter(
      <CardLink stretched path="/services/eft">
        Read about EFT
      </CardLink>,
      { paths: ['/', '/services/eft'] },
    )
    const link = screen.getByRole('link', { name: 'Read about EFT' })
    expect(link).toHaveAttribute('data-stretched')
    expect(link.className).toContain('after:absolute')
  })
})

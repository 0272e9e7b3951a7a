import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../test-utils/render-with-router'
import { Anchor } from './anchor'

describe('Anchor', () => {
  it('navigates inside the app for the internal strategy', async () => {
    const { router } = await renderWithRouter(<Anchor path="/services">Services</Anchor>, {
      paths: ['/', '/services'],
    })
    await userEvent.click(screen.getByRole('link', { name: 'Services' }))
    expect(await screen.findByRole('heading', { name: 'Page /services' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/services')
  })

  it('marks the link to the current page with aria-current', async () => {
    await renderWithRouter(
      <>
        <Anchor path="/services">Services</Anchor>
        <Anchor path="/">Home</Anchor>
      </>,
      { path: '/services', paths: ['/', '/services'] },
    )
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  })

  it('keeps a hash on an internal link', async () => {
    await renderWithRouter(<Anchor path="/services#sadc">SADC</Anchor>, {
      paths: ['/', '/services'],
    })
    expect(screen.getByRole('link', { name: 'SADC' })).toHaveAttribute('href', '/services#sadc')
  })

  it('opens an href link in the same window by default', async () => {
    await renderWithRouter(
      <Anchor path="https://example.org/report" strategy="href">
        Report
      </Anchor>,
    )
    const link = screen.getByRole('link', { name: 'Report' })
    expect(link).toHaveAttribute('href', 'https://example.org/report')
    expect(link).toHaveAttribute('target', '_self')
    expect(link).not.toHaveAttribute('rel')
  })

  it('never opens a page of the site in a new tab, whatever its target says', async () => {
    await renderWithRouter(
      <Anchor path="/about-us/key-rules-and-procedures" target="_blank">
        Disclosure Framework
      </Anchor>,
      { paths: ['/', '/about-us/key-rules-and-procedures'] },
    )
    const link = screen.getByRole('link', { name: 'Disclosure Framework' })
    expect(link).not.toHaveAttribute('target')
    expect(link).toHaveAttribute('data-strategy', 'internal')
  })

  it('says when a link opens a new tab and cuts it off from this page', async () => {
    await renderWithRouter(
      <Anchor path="https://example.org/report" strategy="href" target="_blank">
        Report
      </Anchor>,
    )
    const link = screen.getByRole('link', { name: /^Report\s*\(opens in a new tab\)$/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})

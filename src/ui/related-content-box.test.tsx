import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../test-utils/render-with-router'
import { RelatedContentBox } from './related-content-box'

const links = [
  {
    title: 'Authenticated Collections (DebiCheck)',
    path: '/services/authenticated-collections',
    description: 'Debit orders the account holder has confirmed.',
  },
  { title: 'Account Verification Services (AVS)', path: '/services/account-verification-services' },
]

describe('RelatedContentBox', () => {
  it('is a region named by its heading, holding a list of links', async () => {
    await renderWithRouter(<RelatedContentBox heading="Related services" links={links} />, {
      paths: ['/', ...links.map((link) => link.path)],
    })
    const region = screen.getByRole('region', { name: 'Related services' })
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Related services')
    const items = within(within(region).getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(
      within(region).getByRole('link', { name: 'Authenticated Collections (DebiCheck)' }),
    ).toHaveAttribute('href', '/services/authenticated-collections')
    expect(within(region).getByText('Debit orders the account holder has confirmed.')).toBeVisible()
  })

  it('is called "Related content" unless named, at the level asked for', async () => {
    await renderWithRouter(<RelatedContentBox headingLevel={3} links={links} />, {
      paths: ['/', ...links.map((link) => link.path)],
    })
    expect(screen.getByRole('heading', { level: 3, name: 'Related content' })).toBeInTheDocument()
  })

  it('follows a link', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(<RelatedContentBox links={links} />, {
      paths: ['/', ...links.map((link) => link.path)],
    })
    await user.click(screen.getByRole('link', { name: 'Account Verification Services (AVS)' }))
    expect(router.state.location.pathname).toBe('/services/account-verification-services')
  })

  it('says when a link opens a new tab', async () => {
    await renderWithRouter(
      <RelatedContentBox
        heading="Industry bodies"
        links={[
          {
            title: 'South African Reserve Bank',
            path: 'https://www.resbank.co.za/',
            strategy: 'href',
            target: '_blank',
          },
        ]}
      />,
    )
    expect(
      screen.getByRole('link', { name: /^South African Reserve Bank\s*\(opens in a new tab\)$/ }),
    ).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('renders nothing without links', () => {
    const { container } = render(<RelatedContentBox links={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})

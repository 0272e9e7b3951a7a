import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ArrowLeftRightIcon } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../test-utils/render-with-router'
import { InfoCard } from './info-card'

function eftCard(props: Partial<React.ComponentProps<typeof InfoCard>> = {}) {
  return (
    <InfoCard
      heading="Electronic Funds Transfer (EFT)"
      icon={ArrowLeftRightIcon}
      link={{ label: 'Read about EFT', path: '/services/eft' }}
      {...props}
    >
      Salaries and debit orders move between bank accounts in batches.
    </InfoCard>
  )
}

describe('InfoCard', () => {
  it('shows its heading as an h3 by default, and its body', () => {
    render(<InfoCard heading="Careers">Engineers keep the switches running.</InfoCard>)
    expect(screen.getByRole('heading', { level: 3, name: 'Careers' })).toBeInTheDocument()
    expect(screen.getByText('Engineers keep the switches running.')).toBeVisible()
  })

  it('takes the heading level from the caller', () => {
    render(<InfoCard heading="Careers" headingLevel={2} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Careers' })).toBeInTheDocument()
  })

  it('hides its icon from screen readers', async () => {
    await renderWithRouter(eftCard(), { paths: ['/', '/services/eft'] })
    const icon = document.querySelector('[data-slot="info-card-icon"] svg')
    expect(icon).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('has one link, the only tab stop, that follows the card’s destination', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(eftCard(), { paths: ['/', '/services/eft'] })
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()

    await user.tab()
    const link = screen.getByRole('link', { name: 'Read about EFT' })
    expect(link).toHaveFocus()
    await user.tab()
    expect(link).not.toHaveFocus()

    await user.click(link)
    expect(await screen.findByRole('heading', { name: 'Page /services/eft' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/services/eft')
  })

  it('stretches its link over the card and marks the card as linked', async () => {
    await renderWithRouter(eftCard(), { paths: ['/', '/services/eft'] })
    const card = document.querySelector('[data-slot="info-card"]')
    expect(card).toHaveAttribute('data-linked')
    expect(card?.className).toContain('relative')
    expect(screen.getByRole('link')).toHaveAttribute('data-stretched')
  })

  it('without a link, has nothing interactive', () => {
    render(<InfoCard heading="Fraud checks">Checked in the switch.</InfoCard>)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(document.querySelector('[data-slot="info-card"]')).not.toHaveAttribute('data-linked')
  })

  it('says when its link opens a new tab', async () => {
    await renderWithRouter(
      eftCard({
        link: {
          label: 'South African Reserve Bank',
          path: 'https://www.resbank.co.za/',
          strategy: 'href',
          target: '_blank',
        },
      }),
    )
    expect(
      screen.getByRole('link', { name: /^South African Reserve Bank\s*\(opens in a new tab\)$/ }),
    ).toHaveAttribute('target', '_blank')
  })

  it('takes elevation levels 1 to 5, level 1 by default', () => {
    const { rerender } = render(<InfoCard heading="EFT" />)
    const card = () => document.querySelector('[data-slot="info-card"]')
    expect(card()).toHaveClass('shadow-xs')
    rerender(<InfoCard heading="EFT" elevation={5} />)
    expect(card()).toHaveClass('shadow-xl')
  })

  it('puts the caller’s class last', () => {
    render(<InfoCard heading="EFT" className="p-8" />)
    expect(document.querySelector('[data-slot="info-card"]')).toHaveClass('p-8')
    expect(document.querySelector('[data-slot="info-card"]')).not.toHaveClass('p-5')
  })
})

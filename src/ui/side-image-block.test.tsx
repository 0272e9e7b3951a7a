import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../test-utils/render-with-router'
import { SideImageBlock } from './side-image-block'

describe('SideImageBlock', () => {
  it('shows the image with its text alternative, sized and lazily loaded', () => {
    render(
      <SideImageBlock
        imageSrc="/images/cards/instant-payments.svg"
        imageAlt="A payment travelling from one bank to another"
        heading="Instant payments"
      >
        Money arrives within seconds.
      </SideImageBlock>,
    )
    const image = screen.getByRole('img', { name: 'A payment travelling from one bank to another' })
    expect(image).toHaveAttribute('src', '/images/cards/instant-payments.svg')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('width', '640')
    expect(image).toHaveAttribute('height', '360')
    expect(screen.getByRole('heading', { level: 2, name: 'Instant payments' })).toBeInTheDocument()
    expect(screen.getByText('Money arrives within seconds.')).toBeVisible()
  })

  it('leaves a decorative image out of the accessibility tree', () => {
    render(
      <SideImageBlock
        imageSrc="/images/cards/account-verification.svg"
        imageAlt=""
        heading="AVS"
      />,
    )
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(document.querySelector('img')).toHaveAttribute('alt', '')
  })

  it('puts the image on the left by default and on the right when asked, from 767 px', () => {
    const { rerender } = render(
      <SideImageBlock imageSrc="/images/cards/eft.svg" imageAlt="" heading="EFT" />,
    )
    const block = () => document.querySelector('[data-slot="side-image-block"]')
    const media = () => document.querySelector('[data-slot="side-image-block-media"]')
    expect(block()).toHaveAttribute('data-image-side', 'left')
    expect(media()).not.toHaveClass('md:order-last')
    rerender(
      <SideImageBlock
        imageSrc="/images/cards/eft.svg"
        imageAlt=""
        imageSide="right"
        heading="EFT"
      />,
    )
    expect(block()).toHaveAttribute('data-image-side', 'right')
    expect(media()).toHaveClass('md:order-last')
    // Stacked below 767 px with the image first, whichever side it takes above.
    expect(block()).toHaveClass('grid-cols-1', 'md:grid-cols-2')
    expect(block()?.firstElementChild).toBe(media())
  })

  it('has an action link that navigates', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(
      <SideImageBlock
        imageSrc="/images/cards/instant-payments.svg"
        imageAlt=""
        heading="Instant payments"
        action={{ label: 'Read about RPP', path: '/services/rapid-payments-programme' }}
      />,
      { paths: ['/', '/services/rapid-payments-programme'] },
    )
    await user.click(screen.getByRole('link', { name: 'Read about RPP' }))
    expect(router.state.location.pathname).toBe('/services/rapid-payments-programme')
  })

  it('has no link without an action', () => {
    render(<SideImageBlock imageSrc="/images/cards/eft.svg" imageAlt="" heading="EFT" />)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})

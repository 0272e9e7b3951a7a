import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { InfoCard } from './info-card'
import { TwoCardPanel } from './two-card-panel'

describe('TwoCardPanel', () => {
  it('shows both cards in reading order', () => {
    render(
      <TwoCardPanel>
        <InfoCard heading="Authenticated Collections (DebiCheck)" />
        <InfoCard heading="Early Debit Order (EDO)" />
      </TwoCardPanel>,
    )
    const headings = screen.getAllByRole('heading', { level: 3 })
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Authenticated Collections (DebiCheck)',
      'Early Debit Order (EDO)',
    ])
  })

  it('stacks the cards below 767 px and sets them side by side from it', () => {
    render(
      <TwoCardPanel>
        <InfoCard heading="Our history" />
        <InfoCard heading="Careers" />
      </TwoCardPanel>,
    )
    const panel = document.querySelector('[data-slot="two-card-panel"]')
    expect(panel).toHaveClass('grid-cols-1', 'md:grid-cols-2')
    expect(panel?.querySelectorAll('[data-slot="two-card-panel-cell"]')).toHaveLength(2)
  })
})

import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PageSection, Prose } from './page-parts'

describe('PageSection', () => {
  it('is a region named by its heading, at the level asked for', () => {
    render(
      <PageSection heading="How it works" lead="Three steps." id="how-it-works" headingLevel={2}>
        <Prose>
          <p>Banks submit files.</p>
        </Prose>
      </PageSection>,
    )
    const region = screen.getByRole('region', { name: 'How it works' })
    expect(region).toHaveAttribute('id', 'how-it-works')
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument()
    expect(region).toHaveTextContent('Three steps.')
    expect(region).toHaveTextContent('Banks submit files.')
  })
})

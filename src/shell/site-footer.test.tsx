import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '../content/site'
import { renderWithRouter } from '../test-utils/render-with-router'
import { copyrightLine, SiteFooter } from './site-footer'

describe('SiteFooter', () => {
  it('computes the copyright line from the year', () => {
    expect(copyrightLine(2031, 'Mzansi Clearing')).toBe(
      '© 2031 Mzansi Clearing. All rights reserved.',
    )
  })

  it('shows this year, the footer links and the e-mail link', async () => {
    await renderWithRouter(<SiteFooter />)
    const footer = screen.getByRole('contentinfo')
    // The year is an element of its own, which the server keeps current (server/current-year.ts).
    const line = `© ${new Date().getFullYear()} ${site.name}. All rights reserved.`
    expect(
      within(footer).getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === line,
      ),
    ).toBeInTheDocument()
    expect(footer.querySelector('[data-current-year]')).toHaveTextContent(
      String(new Date().getFullYear()),
    )
    const nav = within(footer).getByRole('navigation', { name: 'Footer' })
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(names).toEqual([
      'Privacy Statement',
      'PAIA',
      'Terms of Use',
      'Accessibility',
      'Disclosure Framework',
      'Careers',
      'Contact Us',
    ])
    // Without the document from the API, the Disclosure Framework is a page of the site: it opens
    // in the same window, as every link to that page does.
    expect(within(nav).getByRole('link', { name: 'Disclosure Framework' })).not.toHaveAttribute(
      'target',
    )
    expect(within(footer).getByRole('link', { name: site.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    )
  })
})

import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { blog } from '../../content/blog'
import { branchLocatorCopy } from '../../content/branches'
import { AddressNotice } from './address-notice'

describe('AddressNotice', () => {
  it('says nothing when the address was fine, or names nothing the page reads', () => {
    const { container } = render(
      <>
        <AddressNotice ignored={undefined} names={blog.params} />
        <AddressNotice ignored="" names={blog.params} />
        <AddressNotice ignored="q,toString" names={blog.params} />
      </>,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('names the one param it left out', () => {
    render(<AddressNotice ignored="page" names={blog.params} />)
    expect(screen.getByRole('status')).toHaveTextContent(
      'This address had a page number that this page could not use, so it was left out.',
    )
  })

  it('names every param it left out, in the page’s words', () => {
    render(<AddressNotice ignored="q,province,page" names={branchLocatorCopy.params} />)
    expect(screen.getByRole('status')).toHaveTextContent(
      'This address had a search, a province and a page number that this page could not use, so they were left out.',
    )
  })
})

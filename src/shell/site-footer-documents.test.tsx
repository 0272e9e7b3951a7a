import { act, screen, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { apiGet } from '../api/client'
import { intersect, stubIntersectionObserver } from '../test-utils/intersection-observer'
import { renderWithRouter } from '../test-utils/render-with-router'
import { SiteFooter } from './site-footer'

vi.mock('../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/client')>()),
  apiGet: vi.fn(),
}))
const askApi = vi.mocked(apiGet)

afterEach(() => vi.unstubAllGlobals())

it('keeps focus on a document link while its address becomes the document’s', async () => {
  const observers = stubIntersectionObserver()
  let answer: (documents: unknown) => void = () => {}
  askApi.mockReturnValue(new Promise((resolve) => (answer = resolve)))
  await renderWithRouter(<SiteFooter />)
  const nav = screen.getByRole('navigation', { name: 'Footer' })
  const link = within(nav).getByRole('link', { name: 'Privacy Statement' })
  expect(link).toHaveAttribute('href', '/privacy-statement')
  link.focus()

  // The footer nears the screen: its documents are asked for; the API answers.
  act(() => observers.forEach((observer) => intersect(observer, true)))
  await vi.waitFor(() => expect(askApi).toHaveBeenCalled())
  await act(async () =>
    answer([
      { description: 'Privacy Statement', documentGuid: '0f8fad5b-d9cb-469f-a165-70867728950e' },
      {
        description: 'Self-Assessment Disclosure Framework ',
        documentGuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      },
    ]),
  )

  const updated = await within(nav).findByRole('link', {
    name: /^Privacy Statement\s*\(PDF\)$/,
  })
  // The same element, its address changed in place: focus never fell to the page's body.
  expect(updated).toBe(link)
  expect(link).toHaveFocus()
  expect(link.getAttribute('href')).toMatch(/0f8fad5b-d9cb-469f-a165-70867728950e$/)
  expect(link).toHaveAttribute('type', 'application/pdf')
  expect(
    within(nav).getByRole('link', {
      name: /^Disclosure Framework\s*\(PDF\)\s*\(opens in a new tab\)$/,
    }),
  ).toHaveAttribute('target', '_blank')
})

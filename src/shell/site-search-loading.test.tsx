import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../test-utils/render-with-router'
import { SiteSearch } from './site-search'

// The panel's code arrives only when the test says so, as over a slow connection.
const panelArrives = vi.hoisted(() => {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve: () => resolve() }
})
vi.mock('../features/search/site-search-panel', async (importOriginal) => {
  await panelArrives.promise
  return importOriginal()
})

describe('SiteSearch while its panel loads', () => {
  it('takes the keys typed at once and hands them to the search', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<SiteSearch />)
    await user.click(screen.getByRole('button', { name: 'Search the site' }))
    const waiting = screen.getByRole('textbox', { name: 'Search the site' })
    expect(waiting).toHaveFocus()
    await user.keyboard('debi')
    expect(waiting).toHaveValue('debi')

    panelArrives.resolve()
    const input = await screen.findByRole('combobox', { name: 'Search the site' })
    expect(input).toHaveValue('debi')
    expect(input).toHaveFocus()
    // The caret follows what was typed.
    await user.keyboard('t')
    expect(input).toHaveValue('debit')
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull())
  })
})

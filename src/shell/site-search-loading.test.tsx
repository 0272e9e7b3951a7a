import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
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

/** The header's search as served, in a page; then hydrated when the test says so. */
function served() {
  const page = document.createElement('div')
  page.innerHTML = renderToString(<SiteSearch />)
  document.body.append(page)
  onTestFinished(() => page.remove())
  const hydrate = () =>
    act(async () => {
      const root = hydrateRoot(page, <SiteSearch />)
      onTestFinished(() => act(() => root.unmount()))
    })
  return { page, hydrate }
}

describe('SiteSearch before its script runs', () => {
  it('is a real search field: a tap on Search puts the focus in it, and no empty search is sent', async () => {
    const user = userEvent.setup()
    const { page } = served()
    // No button that needs the script: "Search" is the field's label, and the form's own submit.
    const field = screen.getByRole('searchbox', { name: 'Search the site' })
    const form = field.closest('form')!
    expect(screen.getAllByRole('button')).toEqual([
      within(form).getByRole('button', { name: 'Search the site' }),
    ])
    expect(within(form).getByRole('button')).toHaveAttribute('type', 'submit')
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/search')
    expect(field).toHaveAttribute('name', 'q')
    expect(field).toHaveAttribute('minlength', '2')
    // Nothing typed: the browser does not send the form.
    expect(form.checkValidity()).toBe(false)
    // The label is what a tap on "Search" reaches.
    await user.click(page.querySelector('label')!)
    expect(field).toHaveFocus()
    await user.keyboard('debit')
    expect(Object.fromEntries(new FormData(form))).toEqual({ q: 'debit' })
    expect(form.checkValidity()).toBe(true)
  })

  it('keeps every key typed as the script takes over, in the box that takes its place', async () => {
    const user = userEvent.setup()
    const { page, hydrate } = served()
    await user.click(page.querySelector('label')!)
    await user.keyboard('deb')
    await hydrate()
    expect(page.querySelector('[data-slot="site-search-served-input"]')).toBeNull()
    const box = screen.getByRole('textbox', { name: 'Search the site' })
    expect(box).toHaveValue('deb')
    expect(box).toHaveFocus()
    await user.keyboard('it')
    expect(box).toHaveValue('debit')
    expect(page.querySelector('[data-slot="site-search"]')).toHaveAttribute(
      'data-state',
      'expanded',
    )
  })

  it('stays closed when the script runs before the visitor went to the field', async () => {
    const { page, hydrate } = served()
    await hydrate()
    expect(page.querySelector('[data-slot="site-search-served-input"]')).toBeNull()
    expect(screen.getByRole('button', { name: 'Search the site' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(screen.queryByRole('textbox')).toBeNull()
  })
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

    // Closed and opened again, the search starts empty: the words typed while it loaded are gone.
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await user.click(screen.getByRole('button', { name: 'Search the site' }))
    const again = await screen.findByRole('combobox', { name: 'Search the site' })
    expect(again).toHaveValue('')
    expect(again).toHaveFocus()
  })
})

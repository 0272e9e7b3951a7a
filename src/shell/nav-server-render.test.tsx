import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mainMenu } from '../content/navigation'
import { DesktopNav } from './desktop-nav'
import { MobileMenu } from './mobile-menu'

/** Every address the main menu leads to: standalone items, overviews, groups and their links. */
const destinations = mainMenu.flatMap((section) => {
  if (section.standalone) return [section.path]
  const links = section.groups
    ? section.groups.flatMap((group) => [group, ...group.links])
    : section.links
  return [section.path, ...links.map((link) => link.path)]
})

function makeRouter(ui: React.ReactNode) {
  const rootRoute = createRootRoute({
    staticData: { title: 'Test', unlisted: true },
    component: () => (
      <>
        {ui}
        <main>
          <Outlet />
        </main>
      </>
    ),
  })
  const index = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    staticData: { title: 'Home' },
    component: () => <h1>Home</h1>,
  })
  return createRouter({
    routeTree: rootRoute.addChildren([index]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
}

/** The HTML the server sends (react-dom's renderToString, as the prerender's markup). */
async function serverHtml(ui: React.ReactNode) {
  const router = makeRouter(ui)
  await router.load()
  return renderToString(<RouterProvider router={router as never} />)
}

let root: Root | undefined
let container: HTMLElement | undefined

/** Puts the server's HTML in the page, then hydrates it, failing on any mismatch. */
async function hydrate(ui: React.ReactNode, beforeScripts?: (page: HTMLElement) => void) {
  container = document.createElement('div')
  container.innerHTML = await serverHtml(ui)
  document.body.append(container)
  beforeScripts?.(container)
  const router = makeRouter(ui)
  await router.load()
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const recoverable = vi.fn()
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, <RouterProvider router={router as never} />, {
      onRecoverableError: recoverable,
    })
  })
  expect(recoverable).not.toHaveBeenCalled()
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
}

function parse(html: string) {
  const page = document.createElement('div')
  page.innerHTML = html
  return page
}

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  root = undefined
  container = undefined
})

describe('DesktopNav in the server HTML', () => {
  it('is a details and summary per section, closed, holding every destination', async () => {
    const page = parse(await serverHtml(<DesktopNav />))
    const details = [...page.querySelectorAll('nav details')]
    expect(
      details.map((element) => element.querySelector(':scope > summary')?.textContent),
    ).toEqual(mainMenu.filter((section) => !section.standalone).map((section) => section.title))
    for (const element of details) expect(element).not.toHaveAttribute('open')
    const hrefs = [...page.querySelectorAll('nav a')].map((a) => a.getAttribute('href'))
    for (const path of destinations) expect(hrefs).toContain(path)
    for (const section of mainMenu.filter((item) => !item.standalone)) {
      const inside = [...page.querySelectorAll(`details[data-path="${section.path}"] a`)].map((a) =>
        a.getAttribute('href'),
      )
      expect(inside).toContain(section.path)
    }
  })

  it('hydrates without a mismatch and then works as before', async () => {
    await hydrate(<DesktopNav />)
    const services = screen.getByText('Services', { selector: 'summary' })
    await userEvent.click(services)
    expect(services.closest('details')).toHaveAttribute('open')
    expect(screen.getByRole('link', { name: 'ATM Switching' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    expect(services.closest('details')).not.toHaveAttribute('open')
  })

  it('keeps a section the visitor opened before the scripts arrived, and only that one', async () => {
    await hydrate(<DesktopNav />, (page) => {
      for (const details of page.querySelectorAll('details')) details.open = true
    })
    const open = [...document.querySelectorAll('nav details[open]')]
    expect(open).toHaveLength(1)
    expect(open[0]?.querySelector('summary')).toHaveAttribute('data-state', 'open')
    await userEvent.click(open[0]?.querySelector('summary') as HTMLElement)
    expect(document.querySelectorAll('nav details[open]')).toHaveLength(0)
  })
})

describe('MobileMenu in the server HTML', () => {
  it('is a closed details whose summary is Menu, over a plain list of every destination', async () => {
    const page = parse(await serverHtml(<MobileMenu />))
    const details = page.querySelector('details')
    expect(details).not.toHaveAttribute('open')
    expect(details?.querySelector(':scope > summary')).toHaveTextContent('Menu')
    const hrefs = [...(details?.querySelectorAll('nav a') ?? [])].map((a) => a.getAttribute('href'))
    for (const path of destinations) expect(hrefs).toContain(path)
    // Before hydration it is a plain disclosure, not a dialog opener.
    expect(details?.querySelector('summary')).not.toHaveAttribute('aria-haspopup')
  })

  it('after hydration opens the slide-in panel and leaves the details closed', async () => {
    await hydrate(<MobileMenu />)
    const summary = screen.getByText('Menu', { selector: 'summary' })
    const user = userEvent.setup()
    await user.click(summary)
    expect(summary.closest('details')).not.toHaveAttribute('open')
    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    await user.click(screen.getByRole('button', { name: 'Close menu' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(summary).toHaveFocus()
  })

  it('keeps to the attributes HTML allows on a summary, before and after hydration', async () => {
    // Its details says whether it is expanded; aria-expanded and aria-haspopup are not allowed on
    // a summary (the Nu checker flags them), so they are set neither by the server nor after.
    const page = parse(await serverHtml(<MobileMenu />))
    const allowed = (summary: Element | null | undefined) =>
      [...(summary?.attributes ?? [])]
        .map((attribute) => attribute.name)
        .filter((name) => name.startsWith('aria-'))
    expect(allowed(page.querySelector('summary'))).toEqual([])
    await hydrate(<MobileMenu />)
    const summary = screen.getByText('Menu', { selector: 'summary' })
    await userEvent.setup().click(summary)
    await screen.findByRole('dialog', { name: 'Menu' })
    expect(allowed(summary)).toEqual([])
  })

  it('closes the plain list a visitor opened before the scripts arrived when the panel opens', async () => {
    await hydrate(<MobileMenu />, (page) => {
      ;(page.querySelector('details') as HTMLDetailsElement).open = true
    })
    const summary = screen.getByText('Menu', { selector: 'summary' })
    await userEvent.click(summary)
    expect(summary.closest('details')).not.toHaveAttribute('open')
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
  })
})

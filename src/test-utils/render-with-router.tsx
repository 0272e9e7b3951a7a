import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'

/**
 * Renders `ui` inside a memory router that knows the given paths (each shows its path as an h1),
 * so links can be followed and tested without the whole site.
 */
export async function renderWithRouter(
  ui: React.ReactNode,
  { path = '/', paths = ['/'] }: { path?: string; paths?: string[] } = {},
) {
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
  const children = [...new Set([...paths, path.split(/[?#]/)[0] ?? '/'])].map((routePath) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: routePath,
      staticData: {
        title: `Page ${routePath}`,
      },
      component: () => <h1>{`Page ${routePath}`}</h1>,
    }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const result = render(<RouterProvider router={router as never} />)
  await screen.findByRole('heading', { level: 1 })
  return { ...result, router }
}

import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { PAGE_DATA_ID } from './lib/page-data'
import { createAppRouter } from './router'
import { preloadShell } from './shell/app-shell'
import './styles/index.css'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to render into.')

if (import.meta.env.PROD) {
  // Production only; its own chunk, so it costs the first paint nothing.
  void import('./features/offline/register-service-worker')
    .then(({ registerWhenStable }) => registerWhenStable())
    .catch((error: unknown) => console.warn('The service worker could not be loaded', error))
}

/** Ends the current task, so the browser can paint and answer input before the next step. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Takes over a page the server sent prerendered. Each step is its own task (a phone's main thread
 * is never held for long): create the router, load the route's code, then hydrate the markup in
 * a transition, which React does in slices. With `ssr` set the router renders the same boundaries
 * on the client as on the server.
 */
async function hydratePrerendered(root: HTMLElement): Promise<void> {
  // A page the server rendered with data (the Content Hub) embeds it: the query client gets it
  // first, so hydration renders the same and asks the API for none of it. Its own chunk: the
  // prerendered pages have no data and never load it.
  if (document.getElementById(PAGE_DATA_ID)) {
    const { seedPageData } = await import('./api/page-data')
    seedPageData()
  }
  // The widgets' class merging comes apart from the entry. The page embeds the merges its render
  // made, so hydration builds no tailwind-merge class map (a long task on a phone) to redo them.
  const classMerge = import('./lib/cn')
  await yieldToBrowser()
  const router = createAppRouter()
  router.ssr = { manifest: undefined }
  await yieldToBrowser()
  await router.load()
  ;(await classMerge).adoptEmbeddedClassMerges()
  await yieldToBrowser()
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
      {
        onRecoverableError: (error) =>
          console.warn('The prerendered page differed from the app; it was rendered again.', error),
      },
    )
  })
}

// A page the server rendered but did not embed the data of (its Not Found page) is rendered again.
if (container.firstElementChild && container.dataset.render !== 'client') {
  // Should the app fail to start (its code unreachable, say), the prerendered page stays readable.
  hydratePrerendered(container).catch((error: unknown) =>
    console.error('The page could not start its scripts; it stays as the server sent it.', error),
  )
} else {
  // Nothing to keep on screen: the header and the footer load first, so they never flash in.
  const render = () =>
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={createAppRouter()} />
      </StrictMode>,
    )
  preloadShell().then(render, (error: unknown) => {
    console.error('The header and footer could not load; the page renders without them.', error)
    render()
  })
}

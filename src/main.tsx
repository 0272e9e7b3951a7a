import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { leaveReloadToErrorView, navigationErrorText } from './lib/navigation-error'
import { PAGE_DATA_ID } from './lib/page-data'
import { createAppRouter } from './router'
import { preloadShell } from './shell/app-shell'
import './styles/index.css'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to render into.')

leaveReloadToErrorView()

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
  // A page whose code did not arrive would hydrate into the error view: the server's readable
  // page stays instead (it works as plain HTML), with a quiet notice.
  const failed = router.state.matches.find((match) => match.status === 'error')
  if (failed || (await pageCodeMissing(router))) {
    console.error(navigationErrorText(failed?.error ?? CHUNK_MISSING))
    showPlainPageNotice()
    return
  }
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

/** What a page's code that did not arrive is logged as (its failed import was swallowed). */
const CHUNK_MISSING = 'Failed to fetch dynamically imported module'

type LazyComponent = { preload?: () => Promise<void> }

/**
 * Loads the matched routes' page code, and says whether any failed to arrive. The router's lazy
 * components swallow a failed import and throw it only when rendered; one that has loaded in the
 * browser drops its `preload`, so one that keeps it after loading has no code.
 */
async function pageCodeMissing(router: ReturnType<typeof createAppRouter>): Promise<boolean> {
  const routes = router.routesById as unknown as Record<
    string,
    { options: { component?: unknown } }
  >
  const lazy = router.state.matches
    .map((match) => routes[match.routeId]?.options.component as LazyComponent | undefined)
    .filter((component) => typeof component?.preload === 'function')
  await Promise.all(lazy.map((component) => component?.preload?.()))
  return lazy.some((component) => typeof component?.preload === 'function')
}

/**
 * Says, above the page's content, that the page is shown as the server sent it. Added outside
 * React, which never started on this page; `href=""` is this very address.
 */
function showPlainPageNotice(): void {
  document
    .querySelector('main')
    ?.insertAdjacentHTML(
      'afterbegin',
      '<p role="status" data-slot="plain-page-notice" class="max-w-page mx-auto mt-4 px-4 text-sm text-muted">Some of this page’s features could not load, so it is shown as a plain page. <a href="" class="text-link underline underline-offset-4">Reload the page</a> to try again.</p>',
    )
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

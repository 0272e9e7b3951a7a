import { Workbox } from 'workbox-window'

/** The spec's registration delay: the service worker registers by then at the latest. */
export const REGISTRATION_DELAY_MS = 30_000
export const SERVICE_WORKER_URL = '/sw.js'

/** Offers the new version of the site in a toast; its Reload button switches to it. */
function offerReload(workbox: Workbox) {
  void import('../../ui/toast').then(({ notify }) =>
    notify.message({
      title: 'A new version of this site is ready',
      message: 'Reload the page to use it.',
      actions: [{ label: 'Reload', value: 'reload' }],
      onAction: () => {
        workbox.addEventListener('controlling', () => window.location.reload())
        workbox.messageSkipWaiting()
      },
    }),
  )
}

/**
 * Registers the service worker once the app is stable (the page has loaded and the browser is
 * idle), or after 30 seconds at the latest. A failure is only logged.
 */
export function registerWhenStable(delayMs = REGISTRATION_DELAY_MS) {
  if (!('serviceWorker' in navigator)) return
  let started = false
  const register = () => {
    if (started) return
    started = true
    window.clearTimeout(fallback)
    const workbox = new Workbox(SERVICE_WORKER_URL)
    workbox.addEventListener('waiting', () => offerReload(workbox))
    workbox.register().catch((error: unknown) => {
      console.warn('The service worker could not be registered', error)
    })
  }
  const fallback = window.setTimeout(register, delayMs)
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(register, { timeout: delayMs })
    } else {
      window.setTimeout(register, 1000)
    }
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

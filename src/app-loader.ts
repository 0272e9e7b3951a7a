/**
 * The app's scripts start once the page is on screen. The build lists the entry and its imports
 * in a JSON data block (`#app-scripts`) instead of `<script type="module">` and
 * `<link rel="modulepreload">` tags in the head; this script, inline at the end of the body (Vite
 * bundles and minifies it: scripts/app-loader-plugin.ts), adds the preloads to the head once the
 * browser has shown the page: after its first contentful paint (the paint timing entry, which
 * comes when the frame is on screen) and its `load` event (the images of the first screen are
 * in), two frames later, so the largest paint is on screen too. On a slow link the page's first
 * and largest paints then wait for the stylesheet and its images alone, not for 100 KB of
 * JavaScript downloading beside them; the preloads still go out together, so the chunks arrive
 * in one round trip as before.
 *
 * Limits, so the app always starts: 1 s after the first paint when `load` is slow (an image that
 * hangs), 5 s in all. A tab in the background (which paints nothing until shown) or a browser
 * without paint timing starts after the next frame, or within 200 ms.
 *
 * The entry is preloaded with them, ahead of the page's own scripts (`prefetch`: its route's code
 * and the header's and footer's, from `server/route-scripts.ts`), which are requested in the same
 * moment: the app never fetches its first-load modules one round trip after another, and the
 * page's own run when the app imports them. (Over HTTP/1.1 a browser opens six connections to a
 * host: the order of the links is the order they arrive in.)
 *
 * It then runs the preloaded chunks one at a time, in their order, as module scripts, each once
 * the one before has run and the browser has had a turn, and the entry last: on a phone's CPU
 * evaluating them all at once, as the entry's imports, was one long task. (A chunk evaluates
 * once, whoever imports it first; the entry finds them evaluated.)
 *
 * The Content-Security-Policy allows the built text by its hash (`dist/app-loader.json`, read by
 * server/app-loader.ts); the scripts it adds are the site's own (`script-src 'self'`). It imports
 * nothing, so what is inlined is this file alone.
 */

/** The `#app-scripts` block (`AppScripts` in server/app-loader.ts, which writes it). */
type AppScripts = {
  entry: string
  /** Run one at a time, in order, before the entry. */
  preload: string[]
  /** Requested with the others, run when the app asks for them (the page's own code). */
  prefetch?: string[]
}

let started = false

function start(): void {
  if (started) return
  started = true
  const block = document.getElementById('app-scripts')
  if (!block) return
  const scripts = JSON.parse(block.textContent ?? '') as AppScripts
  for (const href of [...scripts.preload, scripts.entry, ...(scripts.prefetch ?? [])]) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.appendChild(link)
  }
  const queue = [...scripts.preload, scripts.entry]
  let next = 0
  const runNext = (): void => {
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = queue[next++] ?? ''
    if (next < queue.length) {
      const afterIt = () => {
        setTimeout(runNext, 0)
      }
      script.onload = afterIt
      script.onerror = afterIt
    }
    document.head.appendChild(script)
  }
  runNext()
}

/** Runs `callback` after the next frame, in the task after it. */
function afterFrame(callback: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(callback, 0)
  })
}

// Absent in older browsers (and in jsdom), whatever the DOM types say.
const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined
const entryTypes = Observer?.supportedEntryTypes ?? []

if (
  Observer === undefined ||
  document.visibilityState !== 'visible' ||
  !entryTypes.includes('paint')
) {
  afterFrame(start)
  setTimeout(start, 200)
} else {
  let painted = false
  let loaded = document.readyState === 'complete'
  const startWhenBoth = () => {
    if (painted && loaded) {
      afterFrame(() => {
        afterFrame(start)
      })
    }
  }
  new Observer((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) {
      observer.disconnect()
      painted = true
      startWhenBoth()
      setTimeout(start, 1000)
    }
  }).observe({ type: 'paint', buffered: true })
  window.addEventListener('load', () => {
    loaded = true
    startWhenBoth()
  })
  setTimeout(start, 5000)
}

export {}

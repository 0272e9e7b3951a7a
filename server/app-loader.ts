import { inlineScriptSource } from './inline-script.ts'

/**
 * The app's scripts start once the page is on screen. The build takes the entry `<script
 * type="module">` and its `<link rel="modulepreload">`s out of the head and lists them in a JSON
 * data block (`#app-scripts`); this inline script, at the end of the body, adds the preloads to
 * the head once the browser has shown the page: after its first contentful paint (the paint
 * timing entry, which comes when the frame is on screen) and its `load` event (the images of the
 * first screen are in), two frames later, so the largest paint is on screen too. On a slow link
 * the page's first and largest paints then wait for the stylesheet and its images alone, not for
 * 100 KB of JavaScript downloading beside them; the preloads still go out together, so the chunks
 * arrive in one round trip as before.
 *
 * Limits, so the app always starts: 1 s after the first paint when `load` is slow (an image that
 * hangs), 5 s in all. A tab in the background (which paints nothing until shown) or a browser
 * without paint timing starts after the next frame, or within 200 ms.
 *
 * The entry is preloaded with them, ahead of the page's own scripts (`prefetch`: its route's code
 * and the header's and footer's, from `route-scripts.ts`), which are requested in the same moment:
 * the app never fetches its first-load modules one round trip after another, and the page's own
 * run when the app imports them. (Over HTTP/1.1 a browser opens six connections to a host: the
 * order of the links is the order they arrive in.)
 *
 * It then runs the preloaded chunks one at a time, in their order, as module scripts, each once
 * the one before has run and the browser has had a turn, and the entry last: on a phone's CPU
 * evaluating them all at once, as the entry's imports, was one long task. (A chunk evaluates
 * once, whoever imports it first; the entry finds them evaluated.)
 *
 * The Content-Security-Policy allows this exact text by its hash (`APP_LOADER_SOURCE`); the
 * scripts it adds are the site's own (`script-src 'self'`).
 */
export const APP_LOADER_SCRIPT = [
  '(function(){var d=document,w=window,s=0;function go(){if(s)return;s=1;',
  "var b=d.getElementById('app-scripts');if(!b)return;var a=JSON.parse(b.textContent);",
  "a.preload.concat(a.entry,a.prefetch||[]).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';",
  "l.crossOrigin='';l.href=h;d.head.appendChild(l)});",
  'var q=a.preload.concat(a.entry),i=0;(function next(){',
  "var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=q[i++];",
  'if(i<q.length)e.onload=e.onerror=function(){setTimeout(next,0)};d.head.appendChild(e)})()}',
  'function frame(f){requestAnimationFrame(function(){setTimeout(f,0)})}',
  'var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes||[];',
  "if(d.visibilityState!=='visible'||t.indexOf('paint')<0){frame(go);setTimeout(go,200);return}",
  "var p=0,l=d.readyState==='complete';function both(){if(p&&l)frame(function(){frame(go)})}",
  "new P(function(x,o){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();",
  "p=1;both();setTimeout(go,1000)}}).observe({type:'paint',buffered:true});",
  "w.addEventListener('load',function(){l=1;both()});setTimeout(go,5000)})()",
].join('')

/** The CSP source expression that allows `APP_LOADER_SCRIPT` inline. */
export const APP_LOADER_SOURCE = inlineScriptSource(APP_LOADER_SCRIPT)

/** The id of the JSON block that names the app's entry and its preloads. */
export const APP_SCRIPTS_ID = 'app-scripts'

export type AppScripts = {
  entry: string
  /** Run one at a time, in order, before the entry. */
  preload: string[]
  /** Requested with the others, run when the app asks for them (the page's own code). */
  prefetch?: string[]
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

/**
 * The built `index.html` with its entry script and module preloads moved into the JSON block and
 * the loader at the end of the body. Fails the build when the HTML has not exactly one entry.
 */
export function withAppLoader(html: string): string {
  const entries = [...html.matchAll(ENTRY)].map((match) => match[1] ?? '')
  if (entries.length !== 1) {
    throw new Error(`index.html has ${entries.length} module entry scripts; the loader needs one.`)
  }
  const scripts: AppScripts = {
    entry: entries[0] ?? '',
    preload: [...html.matchAll(PRELOAD)].map((match) => match[1] ?? ''),
  }
  // `<` escaped, so no file name can close the data block.
  const data = JSON.stringify(scripts).replaceAll('<', '\\u003c')
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace(
      '</body>',
      () =>
        `<script type="application/json" id="${APP_SCRIPTS_ID}">${data}</script>` +
        `<script>${APP_LOADER_SCRIPT}</script></body>`,
    )
}

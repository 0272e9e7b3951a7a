import { inlineScriptSource } from './inline-script.ts'

/**
 * The app's scripts start after the first paint. The build takes the entry `<script
 * type="module">` and its `<link rel="modulepreload">`s out of the head and lists them in a JSON
 * data block (`#app-scripts`); this inline script, at the end of the body, adds the preloads to
 * the head once the browser has painted (the frame after the HTML, or 200 ms at most, so a page
 * opened in a background tab still starts). On a slow link the page's first paint then waits for
 * its stylesheet alone, not for 100 KB of JavaScript downloading beside it; the preloads still go
 * out together, so the chunks arrive in one round trip as before.
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
  '(function(){var d=document,s=0;function go(){if(s)return;s=1;',
  "var b=d.getElementById('app-scripts');if(!b)return;var a=JSON.parse(b.textContent);",
  "a.preload.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';",
  "l.crossOrigin='';l.href=h;d.head.appendChild(l)});",
  'var q=a.preload.concat(a.entry),i=0;(function next(){',
  "var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=q[i++];",
  'if(i<q.length)e.onload=e.onerror=function(){setTimeout(next,0)};d.head.appendChild(e)})()}',
  'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)})()',
].join('')

/** The CSP source expression that allows `APP_LOADER_SCRIPT` inline. */
export const APP_LOADER_SOURCE = inlineScriptSource(APP_LOADER_SCRIPT)

/** The id of the JSON block that names the app's entry and its preloads. */
export const APP_SCRIPTS_ID = 'app-scripts'

export type AppScripts = { entry: string; preload: string[] }

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

import { inlineScriptSource } from './inline-script.ts'

/**
 * The theme before first paint: the visitor's choice (`localStorage.theme`), else the system's
 * scheme, as the `dark` class and `data-theme` on <html> and the theme-color meta. Inline in the
 * head of every page, so the first paint waits for no request; the Content-Security-Policy allows
 * exactly this text by its hash (`THEME_SCRIPT_SOURCE`), and nothing else inline.
 *
 * `data-theme` tells the stylesheet that JavaScript now owns the theme (without it, a no-script
 * visitor gets the system's scheme from a media query). Storage that throws (blocked cookies)
 * falls back to the system's scheme.
 */
export const THEME_SCRIPT = [
  '(function(){var d=document.documentElement,t;',
  "try{t=localStorage.getItem('theme')}catch(e){}",
  "if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';",
  "d.classList.toggle('dark',t==='dark');d.setAttribute('data-theme',t);",
  'var m=document.querySelector(\'meta[name="theme-color"]\');',
  "if(m)m.setAttribute('content',t==='dark'?'#1d1a60':'#ffffff')})()",
].join('')

/** The CSP source expression that allows `THEME_SCRIPT` inline: `'sha256-<base64>'`. */
export const THEME_SCRIPT_SOURCE = inlineScriptSource(THEME_SCRIPT)

/** Where `index.html` asks for the theme script; the build puts the script itself there. */
export const THEME_SCRIPT_MARKER = '<!-- theme-script -->'

/** `html` with the theme script inline where its marker is; fails loudly when there is none. */
export function withThemeScript(html: string): string {
  if (!html.includes(THEME_SCRIPT_MARKER)) {
    throw new Error(`index.html has no ${THEME_SCRIPT_MARKER} for the theme script.`)
  }
  return html.replace(THEME_SCRIPT_MARKER, () => `<script>${THEME_SCRIPT}</script>`)
}

/** smartypants ships no types; this is the one function we use (see markdown.ts). */
declare module 'smartypants' {
  /**
   * HTML with straight quotes, `--`, `---` and `...` turned into typographic ones, as numeric
   * entities; text inside tags, `<code>`, `<pre>`, `<kbd>` and `<script>` is left alone.
   */
  export function smartypants(html: string, config?: string | number): string
}

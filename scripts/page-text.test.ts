import { describe, expect, it } from 'vitest'
import { PAGE_TEXT_FILE as SERVER_FILE } from '../server/prerendered.ts'
import { PAGE_TEXT_FILE as BROWSER_FILE } from '../src/features/search/page-text.ts'
import { PAGE_TEXT_LIMITS, pageText, textOf } from './page-text.ts'

describe('pageText', () => {
  const page = `<header><nav><a href="/">Home</a><p>Menu text</p></nav></header>
    <main id="main"><h1>EFT</h1>
      <h2>How it works</h2><p>Payments clear in <strong>batches</strong> &amp; settle&nbsp;daily.</p>
      <h3>Who uses it <span class="sr-only">(opens a panel)</span></h3>
      <ul><li>Banks</li><li>Employers &#x2014; for salaries</li></ul>
      <script type="application/json">{"not":"text"}</script>
      <table><tr><td>Cut-off</td></tr></table>
    </main><footer><p>Footer copy</p></footer>`

  it("takes the headings and body of the page's main content only, as text", () => {
    expect(pageText(page)).toEqual({
      headings: 'How it works · Who uses it',
      text: 'Payments clear in batches & settle daily. Banks Employers — for salaries Cut-off',
    })
  })

  it('keeps a repeated paragraph once', () => {
    expect(pageText('<main><p>Same</p><p>Same</p><p>Other</p></main>').text).toBe('Same Other')
  })

  it('cuts a long body at a word boundary within its limit', () => {
    const words = Array.from({ length: 400 }, (_, n) => `word${n}`).join(' ')
    const { text } = pageText(`<main><p>${words}</p></main>`)
    expect(text.length).toBeLessThanOrEqual(PAGE_TEXT_LIMITS.text)
    expect(text.length).toBeGreaterThan(PAGE_TEXT_LIMITS.text - 10)
    expect(words.startsWith(`${text} `)).toBe(true)
  })

  it('finds nothing in a page without a main element', () => {
    expect(pageText('<p>Loose</p>')).toEqual({ headings: '', text: '' })
  })

  it('reads named and numbered entities', () => {
    expect(textOf('R&#39;1&nbsp;000 &lt;net&gt; &quot;ok&quot; &unknown;')).toBe(
      `R'1 000 <net> "ok" &unknown;`,
    )
  })

  it('is written and fetched under one name', () => {
    expect(BROWSER_FILE).toBe(SERVER_FILE)
  })
})

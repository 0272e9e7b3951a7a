// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { htmlToText, renderMarkdown, typographic } from './markdown.ts'

describe('renderMarkdown', () => {
  it('keeps headings, lists, links, code, quotes and tables', () => {
    const { html } = renderMarkdown(
      [
        '## Clearing cycles',
        '',
        '- Same day',
        '- Next day',
        '',
        'See [the PASA site](https://www.pasa.org.za) or [contact us](/contact-us).',
        '',
        '`pacs.008` is an ISO 20022 message.',
        '',
        '> Approve only debit orders you recognise.',
        '',
        '| Message | Use |',
        '| --- | --- |',
        '| pacs.008 | Credit transfer |',
      ].join('\n'),
    )
    expect(html).toContain('<h2>Clearing cycles</h2>')
    expect(html).toContain('<li>Same day</li>')
    expect(html).toContain(
      '<a href="https://www.pasa.org.za" rel="noopener noreferrer">the PASA site</a>',
    )
    expect(html).toContain('<a href="/contact-us">contact us</a>')
    expect(html).toContain('<code>pacs.008</code>')
    expect(html).toContain('<blockquote>')
    expect(html).toContain('<td>Credit transfer</td>')
  })

  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['an event handler', '<img src="https://example.com/a.png" onerror="alert(1)">'],
    ['a javascript: link', '[x](javascript:alert(1))'],
    ['a mixed-case, entity-encoded javascript: link', '<a href="jav&#x61;Script:alert(1)">x</a>'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['an iframe', '<iframe src="https://example.com"></iframe>'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['an svg with a handler', '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ['a form', '<form action="https://example.com"><input name="x"></form>'],
  ])('removes %s', (_name, markdown) => {
    const { html } = renderMarkdown(markdown)
    expect(html).not.toMatch(
      /<script|<iframe|<svg|<form|<input|\son\w+=|javascript:|vbscript:|data:|style=/i,
    )
    expect(html).not.toContain('alert(1)</')
  })

  it('turns a level-one heading into level two (the page title is the only h1)', () => {
    expect(renderMarkdown('# Title').html).toBe('<h2>Title</h2>')
  })
})

describe('renderMarkdown: typographic punctuation', () => {
  it('curls apostrophes and quotes, and makes dashes and ellipses', () => {
    const { html, text } = renderMarkdown(
      `The industry's "own" rules -- in 'short' --- matter... since the '90s.`,
    )
    const typeset = 'The industry’s “own” rules – in ‘short’ — matter… since the ’90s.'
    expect(html).toBe(`<p>${typeset}</p>`)
    expect(text).toBe(typeset)
  })

  it('curls quotes around formatting and inside headings, lists and links', () => {
    const { html } = renderMarkdown(
      [
        '## The "pay" button',
        '',
        `- "**Approve**" it's yours`,
        '',
        `[the Reserve Bank's site](https://www.resbank.co.za/ (The bank's "site"))`,
      ].join('\n'),
    )
    expect(html).toContain('<h2>The “pay” button</h2>')
    expect(html).toContain('<li>“<strong>Approve</strong>” it’s yours</li>')
    expect(html).toContain('>the Reserve Bank’s site</a>')
    // Attributes are left as written.
    expect(html).toContain('title="The bank\'s &quot;site&quot;"')
  })

  it('leaves code spans and fenced code blocks straight', () => {
    const { html, text } = renderMarkdown(
      [`Run \`it's "x" -- y...\` first.`, '', '```sh', `echo "it's" -- done...`, '```'].join('\n'),
    )
    expect(html).toContain(`<code>it's "x" -- y...</code>`)
    expect(html).toContain(`<pre><code class="language-sh">echo "it's" -- done...\n</code></pre>`)
    expect(text).toContain(`it's "x" -- y...`)
    expect(text).toContain(`echo "it's" -- done...`)
  })

  it('leaves addresses written as links, and every URL, as typed', () => {
    const { html } = renderMarkdown(
      [
        "See https://example.org/a--b's or <https://example.org/x...y>,",
        'e-mail ops--desk@example.org or [this "page"](https://example.org/?q="a"--b).',
      ].join('\n'),
    )
    expect(html).toContain(
      `<a href="https://example.org/a--b's" rel="noopener noreferrer">https://example.org/a--b's</a>`,
    )
    expect(html).toContain('>https://example.org/x...y</a>')
    expect(html).toContain('<a href="mailto:ops--desk@example.org">ops--desk@example.org</a>')
    expect(html).toContain('href="https://example.org/?q=%22a%22--b"')
    expect(html).toContain('>this “page”</a>')
  })

  it('still escapes text that looks like markup', () => {
    expect(renderMarkdown('1 < 2 & "R&D" > 0').html).toBe('<p>1 &lt; 2 &amp; “R&amp;D” &gt; 0</p>')
  })
})

describe('typographic', () => {
  it('gives plain text (a title or summary) the same punctuation as rendered Markdown', () => {
    expect(typographic(`The industry's "best" -- and --- worst...`)).toBe(
      'The industry’s “best” – and — worst…',
    )
  })

  it('treats the text as text, never as markup', () => {
    expect(typographic('1 < 2 & <b "bold"> &amp;')).toBe('1 < 2 & <b “bold”> &amp;')
  })
})

describe('htmlToText', () => {
  it('separates blocks and decodes entities', () => {
    expect(htmlToText('<h2>R&amp;D</h2><p>1 &lt; 2</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'R&D 1 < 2 a b',
    )
  })
})

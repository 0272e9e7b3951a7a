// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { htmlToText, renderMarkdown } from './markdown.ts'

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

describe('htmlToText', () => {
  it('separates blocks and decodes entities', () => {
    expect(htmlToText('<h2>R&amp;D</h2><p>1 &lt; 2</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'R&D 1 < 2 a b',
    )
  })
})

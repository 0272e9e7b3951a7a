// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { API_BASE, createApp } from './app.ts'
import { describeSchema } from './api-docs.ts'

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

async function docsPage() {
  const app = createApp()
  const [docs, spec] = await Promise.all([
    app.request('/api/docs'),
    app.request(`${API_BASE}/openapi.json`),
  ])
  return {
    docs,
    html: await docs.text(),
    spec: (await spec.json()) as { paths: Record<string, Record<string, unknown>> },
  }
}

/** The part of the page from the operation's heading to the next operation. */
function operationHtml(html: string, id: string): string {
  const start = html.indexOf(`<h3 id="${id}">`)
  const end = html.indexOf('<section class="operation"', start)
  return html.slice(start, end === -1 ? undefined : end)
}

describe('/api/docs', () => {
  it('is one HTML page with a section for every operation of the generated document', async () => {
    const { docs, html, spec } = await docsPage()
    expect(docs.status).toBe(200)
    expect(docs.headers.get('content-type')).toMatch(/^text\/html/)
    expect(text(/<h1>(.*?)<\/h1>/.exec(html)![1]!)).toBe('Mzansi Clearing content API reference')
    const headings = [...html.matchAll(/<h3 id="[^"]+">(.*?)<\/h3>/g)].map((match) =>
      text(match[1]!),
    )
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map(
        (method) => `${method.toUpperCase()} ${path.slice(API_BASE.length)}`,
      ),
    )
    expect(operations.length).toBeGreaterThan(15)
    expect(headings.sort()).toEqual(operations.sort())
    // Every contents link leads to a heading on the page.
    for (const [, target] of html.matchAll(/href="#([^"]+)"/g)) {
      expect(html).toContain(`id="${target}"`)
    }
    // Nothing from elsewhere: no script and no style sheet or font to fetch.
    expect(html).not.toMatch(/<script|<link /)
  })

  it('shows the parameters, the credentials and the answers of an operation', async () => {
    const { html } = await docsPage()
    const landing = text(operationHtml(html, 'getpublicblogslanding'))
    expect(landing).toContain('pageSize query no integer, from 1 to 50, default 10 1 to 50.')
    expect(landing).toContain('Needs the public client headers')
    expect(landing).toMatch(
      /Answers 200 The page application\/json ?: object items list of object slug string/,
    )
    const file = text(operationHtml(html, 'getfilehandlerdocumentguid'))
    expect(file).toContain('Needs no headers')
  })

  it('puts a schema in words', () => {
    expect(describeSchema({ type: 'string', maxLength: 200 })).toBe(
      'string, at most 200 characters',
    )
    expect(describeSchema({ type: 'string', minLength: 1 })).toBe('string, at least 1 character')
    expect(describeSchema({ type: 'integer', minimum: 1, maximum: 50, default: 10 })).toBe(
      'integer, from 1 to 50, default 10',
    )
    expect(
      describeSchema({ type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 }),
    ).toBe('integer')
    expect(describeSchema({ type: 'array', items: { type: 'string' } })).toBe('list of string')
    expect(describeSchema({ enum: ['a', 'b'] })).toBe('one of "a", "b"')
    expect(describeSchema({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string or null')
  })
})

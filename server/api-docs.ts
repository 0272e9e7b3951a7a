/**
 * The API reference for people, at /api/docs: the generated OpenAPI document rendered as one
 * plain HTML page on the server (no script, no CDN, nothing fetched by the browser but the page).
 * Every operation is a section with its parameters, request body and answers; the page follows
 * the visitor's light or dark scheme and works in forced colours.
 */

type JsonSchema = {
  type?: string | string[]
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  default?: unknown
  format?: string
  pattern?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  maxItems?: number
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  additionalProperties?: boolean | JsonSchema
}

type Parameter = {
  name: string
  in: 'path' | 'query' | 'header'
  required?: boolean
  description?: string
  schema?: JsonSchema
}

type MediaType = { schema?: JsonSchema }

type Operation = {
  tags?: string[]
  summary?: string
  description?: string
  operationId?: string
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, MediaType> }
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>
  security?: Record<string, string[]>[]
}

export type OpenApiDocument = {
  info: { title: string; version: string; description?: string }
  paths: Record<string, Record<string, Operation>>
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  )

/** Inline code in the document's own texts (`like this`) as <code>, the rest escaped. */
const prose = (text: string) =>
  escape(text).replace(/`([^`]+)`/g, (_match, code: string) => `<code>${code}</code>`)

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** One schema as a short phrase: "string, at most 200 characters", "integer from 1 to 50". */
export function describeSchema(schema: JsonSchema | undefined): string {
  if (!schema) return 'any'
  const variants = schema.anyOf ?? schema.oneOf
  if (variants) return variants.map(describeSchema).join(' or ')
  if (schema.const !== undefined) return `exactly ${JSON.stringify(schema.const)}`
  if (schema.enum) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  const base =
    types.length === 0
      ? 'any'
      : types
          .map((type) =>
            type === 'array'
              ? `list of ${describeSchema(schema.items)}`
              : type === 'null'
                ? 'null'
                : type,
          )
          .join(' or ')
  const details: string[] = []
  if (schema.format) details.push(schema.format)
  // Zod's integers carry the safe-integer range: no limit a reader needs to know.
  const minimum = schema.minimum === Number.MIN_SAFE_INTEGER ? undefined : schema.minimum
  const maximum = schema.maximum === Number.MAX_SAFE_INTEGER ? undefined : schema.maximum
  if (minimum !== undefined && maximum !== undefined) {
    details.push(`from ${minimum} to ${maximum}`)
  } else if (minimum !== undefined) {
    details.push(`at least ${minimum}`)
  } else if (maximum !== undefined) {
    details.push(`at most ${maximum}`)
  }
  if (schema.minLength !== undefined && schema.minLength > 0) {
    details.push(`at least ${schema.minLength} character${schema.minLength === 1 ? '' : 's'}`)
  }
  if (schema.maxLength !== undefined) details.push(`at most ${schema.maxLength} characters`)
  if (schema.maxItems !== undefined) details.push(`at most ${schema.maxItems} items`)
  if (schema.pattern) details.push(`matching ${schema.pattern}`)
  if (schema.default !== undefined) details.push(`default ${JSON.stringify(schema.default)}`)
  return [base, ...details].join(', ')
}

/** The object inside a schema whose fields are worth listing (an object, or a list of them). */
function fieldsOf(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined
  if (schema.properties) return schema
  if (schema.items) return fieldsOf(schema.items)
  const variants = schema.anyOf ?? schema.oneOf
  return variants?.map(fieldsOf).find(Boolean)
}

/** A schema's fields as a nested list: name, whether required, type, description. */
function fieldList(schema: JsonSchema | undefined, depth = 0): string {
  const object = fieldsOf(schema)
  if (!object?.properties || depth > 4) return ''
  const required = new Set(object.required ?? [])
  const items = Object.entries(object.properties).map(([name, field]) => {
    const description = field.description ? ` ${prose(field.description)}` : ''
    return (
      `<li><code>${escape(name)}</code> <span class="type">${escape(describeSchema(field))}` +
      `${required.has(name) ? '' : ', optional'}</span>${description}${fieldList(field, depth + 1)}</li>`
    )
  })
  return `<ul class="fields">${items.join('')}</ul>`
}

function parameterTable(operation: Operation, id: string, label: string): string {
  const parameters = operation.parameters ?? []
  if (parameters.length === 0) return ''
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><th scope="row"><code>${escape(parameter.name)}</code></th>` +
        `<td>${parameter.in}</td><td>${parameter.required ? 'yes' : 'no'}</td>` +
        `<td>${escape(describeSchema(parameter.schema))}</td>` +
        `<td>${parameter.description ? prose(parameter.description) : ''}</td></tr>`,
    )
    .join('')
  return (
    `<div class="scroll" role="region" aria-label="Parameters of ${escape(label)}" tabindex="0">` +
    `<table><caption id="${id}-parameters">Parameters</caption>` +
    `<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th>` +
    `<th scope="col">Type</th><th scope="col">Description</th></tr></thead>` +
    `<tbody>${rows}</tbody></table></div>`
  )
}

function body(content: Record<string, MediaType> | undefined): string {
  if (!content) return ''
  return Object.entries(content)
    .map(([type, media]) => {
      const fields = fieldList(media.schema)
      const summary = describeSchema(media.schema)
      return `<p><code>${escape(type)}</code>: ${escape(summary)}</p>${fields}`
    })
    .join('')
}

function responseList(operation: Operation): string {
  const responses = Object.entries(operation.responses ?? {})
  const items = responses.map(
    ([status, response]) =>
      `<li><strong>${escape(status)}</strong> ${response.description ? prose(response.description) : ''}` +
      `${body(response.content)}</li>`,
  )
  return `<h4>Answers</h4><ul class="responses">${items.join('')}</ul>`
}

function credentials(operation: Operation): string {
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement))
  if (schemes.includes('adminBearer')) {
    return 'Needs the admin token (<code>Authorization: Bearer</code> with <code>ADMIN_TOKEN</code>).'
  }
  if (schemes.length > 0) return 'Needs the public client headers (listed below).'
  return 'Needs no headers: browsers open it from plain links and images.'
}

type Entry = { method: string; path: string; operation: Operation; id: string }

function operationSection({ method, path, operation, id }: Entry): string {
  const description = operation.description ? `<p>${prose(operation.description)}</p>` : ''
  const requestBody = operation.requestBody
    ? `<h4>Request body</h4>${body(operation.requestBody.content)}`
    : ''
  return (
    `<section class="operation" aria-labelledby="${id}">` +
    `<h3 id="${id}"><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>` +
    `<p>${operation.summary ? prose(operation.summary) : ''}</p>${description}` +
    `<p class="credentials">${credentials(operation)}</p>` +
    `${parameterTable(operation, id, `${method.toUpperCase()} ${path}`)}${requestBody}${responseList(operation)}</section>`
  )
}

const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1a1a1a;--muted:#4a4a4a;--line:#c8c8c8;--link:#0b5cad;--code:#f2f4f7;--focus:#0b5cad}
@media (prefers-color-scheme:dark){:root{--bg:#121417;--fg:#eceff3;--muted:#b9c0c8;--line:#4a5058;--link:#8cc4ff;--code:#22262c;--focus:#8cc4ff}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--link);text-underline-offset:3px}
a:focus-visible,[tabindex]:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;padding:.5rem 1rem;background:var(--bg)}
.skip:focus{left:1rem}
header,main,nav{max-width:60rem;margin:0 auto;padding:0 1rem}
header{padding-top:2rem}
h1{font-size:2rem;line-height:1.2;margin:.5rem 0}
h2{font-size:1.5rem;margin:3rem 0 1rem;border-bottom:1px solid var(--line);padding-bottom:.25rem}
h3{font-size:1.15rem;margin:2rem 0 .5rem;overflow-wrap:anywhere}
h4{font-size:1rem;margin:1rem 0 .25rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;background:var(--code);padding:0 .2em;border-radius:3px;overflow-wrap:anywhere}
.method{display:inline-block;min-width:3.5rem;font-size:.85rem;font-weight:700;border:1px solid currentColor;border-radius:3px;padding:0 .3rem;text-align:center}
.type,.credentials{color:var(--muted)}
.operation{border-top:1px solid var(--line);padding-bottom:1rem}
.scroll{overflow-x:auto;margin:.75rem 0}
table{border-collapse:collapse;width:100%;font-size:.95rem}
caption{text-align:left;font-weight:700;padding:.25rem 0}
th,td{border:1px solid var(--line);padding:.35rem .5rem;text-align:left;vertical-align:top}
th code{white-space:nowrap;overflow-wrap:normal}
ul.fields{margin:.25rem 0 .5rem;padding-left:1.25rem}
nav ul{padding-left:1.25rem}
nav a{overflow-wrap:anywhere}
footer{max-width:60rem;margin:3rem auto 2rem;padding:1rem;border-top:1px solid var(--line);color:var(--muted)}
`

/** The reference page for `document`, whose operations live under `basePath`. */
export function renderApiDocs(document: OpenApiDocument, basePath: string): string {
  const byTag = new Map<string, Entry[]>()
  const used = new Set<string>()
  for (const [fullPath, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const path = fullPath.startsWith(basePath) ? fullPath.slice(basePath.length) || '/' : fullPath
      let id = slug(operation.operationId ?? `${method}-${path}`)
      while (used.has(id)) id += '-'
      used.add(id)
      const tag = operation.tags?.[0] ?? 'Other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, operation, id }])
    }
  }
  const tags = [...byTag.keys()].sort((a, b) => a.localeCompare(b))
  const contents = tags
    .map(
      (tag) =>
        `<li><a href="#${slug(`tag-${tag}`)}">${escape(tag)}</a><ul>` +
        byTag
          .get(tag)!
          .map(
            (entry) =>
              `<li><a href="#${entry.id}">${entry.method.toUpperCase()} ${escape(entry.path)}</a></li>`,
          )
          .join('') +
        `</ul></li>`,
    )
    .join('')
  const sections = tags
    .map(
      (tag) =>
        `<section aria-labelledby="${slug(`tag-${tag}`)}"><h2 id="${slug(`tag-${tag}`)}">${escape(tag)}</h2>` +
        byTag.get(tag)!.map(operationSection).join('') +
        `</section>`,
    )
    .join('')
  const title = `${document.info.title} reference`
  return (
    `<!doctype html><html lang="en-ZA"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(title)}</title><meta name="robots" content="noindex">` +
    `<style>${STYLE}</style></head><body>` +
    `<a class="skip" href="#main">Skip to the operations</a>` +
    `<header><p><a href="/">Mzansi Clearing</a></p><h1>${escape(title)}</h1>` +
    `<p>Version ${escape(document.info.version)}. Every path below is under <code>${escape(basePath)}</code>.` +
    ` The same description, for tools: <a href="${escape(basePath)}/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>` +
    (document.info.description ? `<p>${prose(document.info.description)}</p>` : '') +
    `</header><nav aria-labelledby="contents"><h2 id="contents">Operations</h2><ul>${contents}</ul></nav>` +
    `<main id="main">${sections}</main>` +
    `<footer>Generated from the same schemas that validate each request and answer.</footer>` +
    `</body></html>`
  )
}

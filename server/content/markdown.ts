import { Marked, Renderer } from 'marked'
import { markedSmartypants } from 'marked-smartypants'
import sanitizeHtml from 'sanitize-html'
import { smartypants } from 'smartypants'

/** smartypants' preset: `--` is an en dash, `---` an em dash, `...` an ellipsis. */
const SMARTYPANTS_CONFIG = 2

/**
 * Markdown with typographic quotes, dashes and ellipses (marked-smartypants runs smartypants over
 * the HTML, which leaves code, pre and every tag's attributes alone). An address written as a
 * link (`<https://…>`, a bare URL or e-mail address) keeps its text as typed.
 */
const marked = new Marked(
  { gfm: true, breaks: false, async: false },
  markedSmartypants({ config: SMARTYPANTS_CONFIG }),
  {
    tokenizer: {
      // marked-smartypants passes text through unescaped so that smartypants sees its quotes;
      // a bare < or > would then look to smartypants like the edge of a tag.
      inlineText(src) {
        const match = this.rules.inline.text.exec(src)
        if (!match) return undefined
        const text = match[0].replace(/[<>]/g, (char) => `&#${char.charCodeAt(0)};`)
        return { type: 'text', raw: match[0], text, escaped: true }
      },
    },
    renderer: {
      link(token) {
        if (!token.autolink) return false
        const html = Renderer.prototype.link.call(this, token)
        // Entities for the characters smartypants would change (quotes are escaped already);
        // sanitize-html writes them back as plain characters.
        return html.replace(/>([^<]*)<\/a>$/, (_match: string, text: string) => {
          return `>${text.replace(/[-.`]/g, (char) => `&#${char.charCodeAt(0)};`)}</a>`
        })
      },
    },
  },
)

/**
 * What an article body may contain once rendered: text structure, links and images with safe
 * URLs, code, quotes and tables. No script, style, iframe, form or inline event handler survives,
 * and no javascript:, data: or vbscript: URL.
 */
const articleHtml: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'del',
    's',
    'sup',
    'sub',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['align', 'scope'],
    td: ['align'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The article page's title is the only h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '')
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }
    },
  },
}

/**
 * Names the rules articles are rendered by. It is part of each article's content hash, so that a
 * change of the rules (typographic quotes, say) renders every stored article again at the next
 * sync instead of keeping what the old rules made until the file itself changes.
 */
export const MARKDOWN_RULES = 'gfm, smartypants, sanitised: 2026-11-25'

export type RenderedMarkdown = { html: string; text: string }

/** Markdown to sanitised HTML, plus its plain text (for search and snippets). */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const raw = marked.parse(markdown) as string
  const html = sanitizeHtml(raw, articleHtml).trim()
  return { html, text: htmlToText(html) }
}

/**
 * Plain text (a title, a summary) with the same typographic quotes, dashes and ellipses as
 * rendered Markdown.
 */
export function typographic(text: string): string {
  const escaped = text.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`)
  return decodeEntities(smartypants(escaped, SMARTYPANTS_CONFIG))
}

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, articleHtml)
}

/** Visible text of sanitised HTML, blocks separated by a space, whitespace collapsed. */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<\/(p|h\d|li|blockquote|pre|td|th|tr)>|<br\s*\/?>/gi, '$& ')
  const stripped = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
  return decodeEntities(stripped).replace(/\s+/g, ' ').trim()
}

function decodeEntities(text: string): string {
  return text.replace(
    /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi,
    (_match, entity: string) => {
      const lower = entity.toLowerCase()
      if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16))
      if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10))
      return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }[lower] ?? ''
    },
  )
}

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { SHARE_CARD } from './share-card-size.ts'

/**
 * Share cards: the 1200×630 PNG a link preview shows (`og:image`). Satori lays out the card and
 * draws it as SVG with a self-hosted font (Inter, from @fontsource, read from node_modules: nothing
 * is downloaded); resvg turns the SVG into PNG. The same facts always give the same bytes, so a
 * card is named by the hash of what it shows and can be cached for a year.
 */
export { SHARE_CARD }

/**
 * What a card shows under the brand: an optional kicker above the title (a page's section, an
 * article's category), the title, and an optional line below it (an article's date).
 */
export type ShareCardFacts = {
  kicker?: string
  title: string
  detail?: string
}

/** One step of a page's breadcrumb trail (as `src/entry-prerender.tsx` gives it). */
type Crumb = { name: string; path: string }

/** The home page's card: what the site does, in the words of its description. */
export const HOME_CARD_TITLE =
  'Clearing and switching electronic payments for South Africa and the SADC region'

/**
 * A page's card from its breadcrumb trail: the home page says what the site does; a top-level
 * page shows its name; a page further down shows its section above its name.
 */
export function pageCardFacts(trail: readonly Crumb[]): ShareCardFacts {
  const page = trail.at(-1)
  if (trail.length <= 1 || page === undefined) return { title: HOME_CARD_TITLE }
  if (trail.length === 2) return { title: page.name }
  return { kicker: trail[1]!.name, title: page.name }
}

/** An article's date as the site writes it: 12 March 2026. */
export function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-ZA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** An article's card: its category, its title and its publication date. */
export function articleCardFacts(article: {
  title: string
  publishedAt: string
  category: { name: string }
}): ShareCardFacts {
  return {
    kicker: article.category.name,
    title: article.title,
    detail: longDate(article.publishedAt),
  }
}

/** The words a card shows, for `og:image:alt`: "Mzansi Clearing. Services: Electronic Funds Transfer". */
export function shareCardAlt(facts: ShareCardFacts): string {
  const heading = facts.kicker ? `${facts.kicker}: ${facts.title}` : facts.title
  return `Mzansi Clearing. ${heading}${facts.detail ? `. ${facts.detail}` : ''}`
}

/** Bump when the card's design changes, so that every card gets a new name. */
const DESIGN_VERSION = 1

/** The brand's colours (the dark theme's tokens in src/styles/theme.css). */
const COLOURS = {
  background: '#100e2c',
  band: '#1d1a60',
  text: '#f3f2fb',
  muted: '#c3c1dc',
  accent: '#f7c948',
}

/** The name part of a card's file: the hash of its design and facts, 16 hex digits. */
export function shareCardHash(facts: ShareCardFacts): string {
  const key = JSON.stringify([DESIGN_VERSION, facts.kicker ?? '', facts.title, facts.detail ?? ''])
  return createHash('sha256').update(key).digest('hex').slice(0, 16)
}

const require = createRequire(import.meta.url)
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined

function loadFonts() {
  fonts ??= ([400, 700] as const).map((weight) => ({
    name: 'Inter',
    // Satori reads TTF, OTF and WOFF (not WOFF2).
    data: readFileSync(
      require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
    ),
    weight,
    style: 'normal' as const,
  }))
  return fonts
}

type Node = { type: string; props: Record<string, unknown> }
const el = (
  type: string,
  props: Record<string, unknown>,
  ...children: (Node | string)[]
): Node => ({
  type,
  props: { ...props, children: children.length === 1 ? children[0] : children },
})

/** The site's mark (public/logo-horizontal-dark.svg), drawn as shapes so that no font is needed. */
function mark(): Node {
  return el(
    'svg',
    { width: 84, height: 84, viewBox: '0 0 48 48' },
    el('path', {
      d: 'M6 36 L18 14 L24 26 L30 14 L42 36',
      stroke: COLOURS.text,
      strokeWidth: 5,
      strokeLinecap: 'round',
      fill: 'none',
    }),
    el('path', {
      d: 'M10 42 H38',
      stroke: COLOURS.accent,
      strokeWidth: 5,
      strokeLinecap: 'round',
      fill: 'none',
    }),
  )
}

/** The card less its accent border and padding. */
const TEXT_WIDTH = SHARE_CARD.width - 24 - 2 * 72

/** The title's size: long titles get smaller type so that they fit in four lines. */
function titleSize(title: string): number {
  if (title.length <= 40) return 72
  if (title.length <= 70) return 60
  return 48
}

function card(facts: ShareCardFacts): Node {
  return el(
    'div',
    {
      style: {
        width: SHARE_CARD.width,
        height: SHARE_CARD.height,
        display: 'flex',
        flexDirection: 'column',
        padding: '64px 72px',
        backgroundColor: COLOURS.background,
        color: COLOURS.text,
        fontFamily: 'Inter',
        fontWeight: 700,
        borderLeft: `24px solid ${COLOURS.accent}`,
      },
    },
    el(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 24 } },
      mark(),
      el(
        'div',
        { style: { display: 'flex', flexDirection: 'column', lineHeight: 1.1 } },
        el('div', { style: { fontSize: 34, fontWeight: 700, letterSpacing: 1 } }, 'MZANSI'),
        el(
          'div',
          { style: { fontSize: 26, fontWeight: 400, letterSpacing: 5, color: COLOURS.muted } },
          'CLEARING',
        ),
      ),
    ),
    el(
      'div',
      // Under the mark rather than at the foot of the card: Satori measures a wrapped title as one
      // line when it sizes a block, so a block pushed to the bottom overflowed the card.
      { style: { display: 'flex', flexDirection: 'column', width: TEXT_WIDTH, marginTop: 88 } },
      ...(facts.kicker
        ? [
            el(
              'div',
              {
                style: {
                  fontSize: 30,
                  color: COLOURS.accent,
                  textTransform: 'uppercase',
                  letterSpacing: 2,
                  marginBottom: 16,
                },
              },
              facts.kicker,
            ),
          ]
        : []),
      el(
        'div',
        {
          style: {
            fontSize: titleSize(facts.title),
            fontWeight: 700,
            lineHeight: 1.15,
          },
        },
        facts.title,
      ),
      ...(facts.detail
        ? [
            el(
              'div',
              { style: { fontSize: 30, fontWeight: 400, color: COLOURS.muted, marginTop: 20 } },
              facts.detail,
            ),
          ]
        : []),
    ),
  )
}

/** The card as PNG bytes, 1200×630. */
export async function renderShareCard(facts: ShareCardFacts): Promise<Buffer> {
  const svg = await satori(card(facts) as Parameters<typeof satori>[0], {
    ...SHARE_CARD,
    fonts: loadFonts(),
  })
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_CARD.width } }).render()
  return png.asPng()
}

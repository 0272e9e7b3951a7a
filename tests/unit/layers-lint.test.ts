// @vitest-environment node
import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The layer rules of eslint.config.js, run as `npm run lint` runs them, on code that crosses a
// layer and on code that does not. README.md ("How the repository is laid out") lists the rules.
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('../..', import.meta.url)),
  overrideConfigFile: fileURLToPath(new URL('../../eslint.config.js', import.meta.url)),
})

const LAYER_RULES = [
  'boundaries/dependencies',
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
  'no-restricted-globals',
  'no-restricted-syntax',
]

/** What the layer rules say about `code` as the file `filePath` (from the repository root). */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath })
  return (result?.messages ?? [])
    .filter((message) => LAYER_RULES.includes(message.ruleId ?? ''))
    .map((message) => message.message)
}

const FETCH_ONLY_IN_FEATURES = 'Data is fetched in src/features/ only, through src/api/.'

describe('the lint keeps each layer in its place', () => {
  it.each([
    ['src/ui/example.tsx', "import { site } from '../content/site'"],
    ['src/ui/maps/example.ts', "import type { NavLink } from '../../content/navigation'"],
    ['src/ui/example.tsx', "import { SiteHeader } from '../shell/site-header'"],
    ['src/lib/example.ts', "import { Anchor } from '../ui/anchor'"],
    ['src/content/example.ts', "import type { PageSectionProps } from '../templates/page-parts'"],
    [
      'src/content/example.ts',
      "import type { RelatedContentBoxProps } from '../ui/related-content-box'",
    ],
    ['src/content/example.ts', "import type { Province } from '../api/types'"],
    ['src/templates/example.tsx', "import { site } from '../content/site'"],
    ['src/templates/example.tsx', "import { apiGet } from '../api/client'"],
    [
      'src/templates/example.tsx',
      "import { certificatesQuery } from '../features/documents/queries'",
    ],
    ['src/templates/example.tsx', "import { SiteHeader } from '../shell/site-header'"],
    ['src/features/example/example.tsx', "import { SiteHeader } from '../../shell/site-header'"],
    ['src/features/example/example.tsx', "import { Route } from '../../routes/index'"],
    ['src/shell/example.tsx', "import { apiGet } from '../api/client'"],
    ['src/shell/example.tsx', "import { PageSection } from '../templates/page-parts'"],
    ['src/routes/example.tsx', "import { PageIntro } from '../templates/page-intro'"],
    ['src/routes/example.tsx', "import { Button } from '../ui/button'"],
    ['src/routes/example.tsx', "import { AppShell } from '../shell/app-shell'"],
    [
      'src/features/example/example.tsx',
      "import { mockMatchMedia } from '../../test-utils/match-media'",
    ],
    ['src/ui/example.ts', "import type { Province } from '../../server/contract/provinces'"],
  ])('%s may not: %s', async (filePath, code) => {
    const errors = await layerErrors(filePath, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(
      /^[\w-]+\/ may not import from [\w-]+\/: see the layers in README\.md$/,
    )
  })

  it('names both layers in its message', async () => {
    expect(
      await layerErrors('src/ui/example.tsx', "import { site } from '../content/site'"),
    ).toEqual(['ui/ may not import from content/: see the layers in README.md'])
  })

  it.each([
    ['src/ui/example.tsx', "import { cn } from '../lib/cn'"],
    ['src/ui/example.tsx', "import { Anchor } from './anchor'"],
    ['src/lib/example.ts', "import { isExternalUrl } from './links'"],
    ['src/content/example.ts', "import { site } from './site'"],
    ['src/content/example.ts', "import { isExternalUrl } from '../lib/links'"],
    ['src/templates/example.tsx', "import type { PageLink } from '../content/types'"],
    ['src/templates/example.tsx', "import { Anchor } from '../ui/anchor'"],
    ['src/features/example/example.tsx', "import { apiGet } from '../../api/client'"],
    ['src/features/example/example.tsx', "import { useQuery } from '@tanstack/react-query'"],
    ['src/features/example/example.tsx', "import { PageIntro } from '../../templates/page-intro'"],
    ['src/features/example/example.tsx', "import { site } from '../../content/site'"],
    [
      'src/features/example/example.tsx',
      "import { SiteSearchForm } from '../search/site-search-form'",
    ],
    [
      'src/shell/example.tsx',
      "import { SiteSearchPanel } from '../features/search/site-search-panel'",
    ],
    ['src/routes/example.tsx', "import { HomePage } from '../features/home/home-page'"],
    ['src/routes/example.tsx', "import { site } from '../content/site'"],
    ['src/routes/example.tsx', "import { redirectBeforeLoad } from '../lib/redirect-route'"],
    ['src/routes/__root.tsx', "import { AppShell } from '../shell/app-shell'"],
    [
      'src/ui/example.test.tsx',
      "import { renderWithRouter } from '../test-utils/render-with-router'",
    ],
    ['src/shell/example.test.tsx', "import { apiGet } from '../api/client'"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([])
  })

  it('keeps data fetching in features/', async () => {
    const fetching = "export const load = () => fetch('/api/public/v2/PciBadge')"
    expect(await layerErrors('src/templates/example.ts', fetching)).toEqual([
      `Unexpected use of 'fetch'. ${FETCH_ONLY_IN_FEATURES}`,
    ])
    expect(await layerErrors('src/features/example/example.ts', fetching)).toEqual([])
    expect(
      await layerErrors('src/shell/example.ts', "import { useQuery } from '@tanstack/react-query'"),
    ).toEqual([
      `'@tanstack/react-query' import is restricted from being used. ${FETCH_ONLY_IN_FEATURES}`,
    ])
  })

  it('lets the API client take the answers types from the server schemas, never their code', async () => {
    expect(
      await layerErrors(
        'src/api/example.ts',
        "import type { landingResponse } from '../../server/contract/blogs'",
      ),
    ).toEqual([])
    expect(
      await layerErrors(
        'src/api/example.ts',
        "export { PROVINCES } from '../../server/contract/provinces'",
      ),
    ).toEqual([])
    expect(
      await layerErrors(
        'src/api/example.ts',
        "import { landingResponse } from '../../server/contract/blogs'\nexport const x = landingResponse",
      ),
    ).toEqual([
      "'../../server/contract/blogs' import is restricted from being used by a pattern. Import the API schemas as types (import type): zod stays out of the browser.",
    ])
  })

  it('lets a route render one page, composing nothing around it', async () => {
    const page = "import { HomePage } from '../features/home/home-page'"
    expect(
      await layerErrors('src/routes/example.tsx', `${page}\nconst c = () => <HomePage />`),
    ).toEqual([])
    expect(
      await layerErrors(
        'src/routes/example.tsx',
        `${page}\nconst c = () => (\n  <main>\n    <HomePage />\n  </main>\n)`,
      ),
    ).toEqual(['A route renders one page from src/features/<area>/: compose the page there.'])
  })
})

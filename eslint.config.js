import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import boundaries from 'eslint-plugin-boundaries'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The layers of src/ and what each may import; README.md ("How the repository is laid out") says
 * why. A file in src/ directly (main.tsx, router.tsx, entry-prerender.tsx) is the app: it wires
 * the layers together and may import any of them.
 */
const LAYERS = ['routes', 'shell', 'features', 'templates', 'ui', 'content', 'lib', 'api']
const MAY_IMPORT = {
  // The cellphone rule is the contact API's (server/contract/cellphone.ts), shared as plain code.
  lib: ['lib', 'contract'],
  ui: ['ui', 'lib'],
  content: ['content', 'lib'],
  // The client reads its base URL and headers from the site's configuration (content/site.ts),
  // and the answers' types from the server's response schemas (server/contract/).
  api: ['api', 'lib', 'content', 'contract'],
  templates: ['templates', 'ui', 'lib'],
  features: ['features', 'templates', 'ui', 'lib', 'content', 'api'],
  shell: ['shell', 'features', 'ui', 'lib', 'content'],
  // A page's component, the content it shows, a redirect's helper and target.
  routes: ['features', 'content', 'lib'],
}

const layer = (types) => ({ element: { types: { anyOf: [types].flat() } } })

const layerRules = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    'boundaries/elements': [
      ...[...LAYERS, 'test-utils'].map((type) => ({
        type,
        pattern: `src/${type}`,
        partialMatch: false,
      })),
      { type: 'app', pattern: 'src/*.{ts,tsx}', partialMatch: false },
      // The API's response schemas and its plain lists (provinces, topics), shared with the server.
      { type: 'contract', pattern: 'server/contract', partialMatch: false },
    ],
    'boundaries/files': [
      { category: 'test', pattern: 'src/**/*.test.{ts,tsx}' },
      { category: 'root-route', pattern: 'src/routes/__root.tsx' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          '{{from.element.type}}/ may not import from {{to.element.type}}/: see the layers in README.md',
        policies: [
          ...Object.entries(MAY_IMPORT).map(([from, to]) => ({
            from: layer(from),
            allow: { to: layer(to) },
          })),
          // Templates take their content as props: they may know its types, not which page it is.
          {
            from: layer('templates'),
            allow: { to: layer('content'), dependency: { kind: 'type' } },
          },
          // The root route is the frame of every page.
          { from: { file: { categories: 'root-route' } }, allow: { to: layer('shell') } },
          { from: layer('app'), allow: { to: layer([...LAYERS, 'app', 'test-utils']) } },
          // Test helpers (a router, matchMedia) and tests ship in no bundle: a test may also use
          // the helpers, render the whole app through its router and mock the API client.
          { from: layer('test-utils'), allow: { to: layer([...LAYERS, 'app']) } },
          {
            from: { file: { categories: 'test' } },
            allow: { to: layer(['test-utils', 'app', 'api']) },
          },
        ],
      },
    ],
  },
}

/**
 * The API's response schemas reach the browser as types only: a value import would bring zod
 * into the bundle. The plain lists beside them (provinces, topics, index formats) and the
 * cellphone rule are values, and so are the site's address schemas (site-search.ts) and the
 * contact message's (contact-message.ts), both zod/mini, which the browser runs.
 */
const contractTypesOnly = {
  files: ['src/**/*.{ts,tsx}'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex:
              'server/contract/(?!provinces|contact-topics|index-formats|site-search|contact-message|cellphone|email)',
            allowTypeImports: true,
            message: 'Import the API schemas as types (import type): zod stays out of the browser.',
          },
        ],
      },
    ],
  },
}

/** Only features fetch data: the API client, TanStack Query and the browser's fetch stay there. */
const dataFetching = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/api/**', 'src/features/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: ['ofetch', '@tanstack/react-query'].map((name) => ({
          name,
          message: 'Data is fetched in src/features/ only, through src/api/.',
        })),
      },
    ],
    'no-restricted-globals': [
      'error',
      ...['fetch', 'XMLHttpRequest', 'EventSource', 'WebSocket'].map((name) => ({
        name,
        message: 'Data is fetched in src/features/ only, through src/api/.',
      })),
    ],
  },
}

/** A route file wires its path to one page component from features/: it composes nothing. */
const routesOnlyWire = {
  files: ['src/routes/**/*.tsx'],
  ignores: ['src/routes/__root.tsx'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'JSXElement JSXElement, JSXFragment',
        message: 'A route renders one page from src/features/<area>/: compose the page there.',
      },
    ],
  },
}

export default defineConfig(
  globalIgnores([
    // An app of its own: it imports widgets only the shadcn CLI puts there, in its test.
    'tests/registry-consumer',
    'dist',
    'dist-server',
    'dist-ssr',
    'reports',
    'src/routeTree.gen.ts',
    'node_modules',
    'test-results',
    'playwright-report',
    'data',
    '.tanstack',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
  },
  layerRules,
  dataFetching,
  contractTypesOnly,
  routesOnlyWire,
  {
    files: ['server/**', 'scripts/**', 'tests/**', '*.{js,mjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Prerendered pages: a spec's navigations must wait for the app (tests/e2e/test.ts).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './test', which waits for the app to hydrate.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
)

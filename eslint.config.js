import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig(
  globalIgnores([
    'dist',
    'dist-server',
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

import { defineConfig } from 'vitest/config'
import { TEST_LIMIT_MS } from './tests/limits.ts'

/** Bundle budgets: run after `vite build`, in Node, apart from the unit tests. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/budget/*.test.ts'],
    testTimeout: TEST_LIMIT_MS,
    hookTimeout: TEST_LIMIT_MS,
  },
})

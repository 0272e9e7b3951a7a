import { defineConfig } from 'vitest/config'

/** Bundle budgets: run after `vite build`, in Node, apart from the unit tests. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/budget/*.test.ts'],
  },
})

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { GALLERY_SHOTS_DIR, galleryShots } from './scripts/gallery-shots-plugin.ts'
import { legalDocuments } from './scripts/legal-documents-plugin.ts'
import { routeFacts } from './scripts/route-facts-plugin.ts'
import { widgetProps } from './scripts/widget-props-plugin.ts'
import { exampleCode } from './scripts/example-code-plugin.ts'
import { TEST_LIMIT_MS } from './tests/limits.ts'

export default defineConfig({
  plugins: [
    react(),
    galleryShots(GALLERY_SHOTS_DIR),
    widgetProps(),
    // Each gallery example's code, coloured at build time (no highlighter in the browser).
    exampleCode(),
    legalDocuments(),
    // The routes as written: tests read their keywords and descriptions from their static data.
    routeFacts({ strip: false }),
  ],
  test: {
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.ts',
    ],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // with the other core idle while files wait for their environment and imports. Two workers
    // took the suite from 680 s to 248 s on a quiet machine, and from 605 s to 433-456 s with
    // two CPU hogs beside it.
    maxWorkers: 2,
    // Every limit comes from tests/limits.ts; a test that needs longer names one from there.
    testTimeout: TEST_LIMIT_MS,
    hookTimeout: TEST_LIMIT_MS,
  },
})

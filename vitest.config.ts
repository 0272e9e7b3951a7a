import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { GALLERY_SHOTS_DIR, galleryShots } from './scripts/gallery-shots-plugin.ts'
import { legalDocuments } from './scripts/legal-documents-plugin.ts'
import { widgetProps } from './scripts/widget-props-plugin.ts'
import { TEST_LIMIT_MS } from './tests/limits.ts'

export default defineConfig({
  plugins: [react(), galleryShots(GALLERY_SHOTS_DIR), widgetProps(), legalDocuments()],
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
    // Every limit comes from tests/limits.ts; a test that needs longer names one from there.
    testTimeout: TEST_LIMIT_MS,
    hookTimeout: TEST_LIMIT_MS,
  },
})

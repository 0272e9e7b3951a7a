import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium-path.ts'
import { GALLERY_SHOTS_DIR } from './scripts/gallery-shots-plugin.ts'
import { E2E_ADMIN_TOKEN } from './tests/e2e/admin-token.ts'
import { LIMITS } from './tests/e2e/limits.ts'

const port = Number(process.env.E2E_PORT ?? 4317)
const baseURL = `http://localhost:${port}`
/** Each run gets a fresh embedded PGlite folder, so e2e exercises the default database. */
const e2eDataDir = `.e2e-data/${process.pid}-${Date.now()}`

/** End-to-end tests drive Debian's Chromium against the production build served by the real server. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // The machines here have two cores.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // Green means every test passed the first time: a flaky test is a defect to fix at its cause.
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  // Every time limit is in tests/e2e/limits.ts, sized for a busy two-core machine.
  timeout: LIMITS.test,
  expect: {
    timeout: LIMITS.expect,
    // Screenshots are the widget gallery's forced-colours pictures (forced-colors.spec.ts): the
    // gallery shows the very files the test compares against. Update them with
    // `npm run test:gallery-shots`.
    toHaveScreenshot: {
      pathTemplate: `${GALLERY_SHOTS_DIR}/{arg}{ext}`,
      maxDiffPixelRatio: 0.01,
    },
  },
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // Recording a trace of every test cost about a quarter of the run on two cores (each action
    // snapshots the page): only a failing test's is kept, and only off CI.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // Each test's fresh browser would install the service worker and fetch its ~150-file
    // precache (1.4 MB) while the test runs. offline.spec.ts allows it, to test it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The production server as `npm run serve` runs it: compiled by the build, on plain node.
    command: 'node dist-server/index.js',
    url: `${baseURL}/`,
    env: {
      PORT: String(port),
      LOG_REQUESTS: '0',
      DATABASE_URL: '',
      DATA_DIR: e2eDataDir,
      // Every test browser shares one address; the per-address read limit is for the public.
      RATE_LIMIT_READS: '100000/60',
      // And the same for the pages the server renders (the no-JavaScript specs render many).
      RATE_LIMIT_RENDERS: '100000/60',
      // Several specs send contact messages; the public's 5 an hour is tested in the unit suite.
      RATE_LIMIT_CONTACT: '1000/3600',
      // Lets the notification tests publish and expire the seeded notifications.
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    },
    reuseExistingServer: !process.env.CI,
    timeout: LIMITS.serverStart,
  },
})

/**
 * Every time limit of the end-to-end suite, in one place. They are sized for a busy two-core
 * machine (two browsers, the server and a build beside them: load average 9–18), where a page
 * that takes a second on a quiet machine can take ten. A limit is how long to wait for something
 * before calling it broken, never a pause: every wait in the suite is for a condition.
 */
export const LIMITS = {
  /** One test: a page or two and what is checked on them (`timeout` in playwright.config.ts). */
  test: 60_000,
  /** One assertion's wait for the page to show what it expects (`expect.timeout`). */
  expect: 10_000,
  /** The production server to start and answer (`webServer.timeout`). */
  serverStart: 60_000,
  /** The app to take over a served page, and its h1 to show. */
  appReady: 15_000,
  /** A query to give up and show its error: the first try and two retries with back-off. */
  apiGiveUp: 20_000,
  /** Animations and fonts to come to rest before a check looks at the page. */
  settle: 2_000,
  /** Every lazy section of the widget gallery (33 of them) to arrive and hydrate. */
  galleryLoad: 60_000,
  /** A test that runs several engines over one page, or walks a page twice. */
  longTest: 120_000,
  /** A test over the whole widget gallery (hundreds of examples) with several engines. */
  galleryTest: 300_000,
  /** An app of its own installed from the widget registry, type-checked, built and used. */
  consumerApp: 180_000,
} as const

/**
 * Every time limit of the unit tests (vitest), in one place, sized for a busy 2-core machine: the
 * suite must pass the first time with a load average of 9 to 18. A limit is a backstop for a test
 * that hangs, never a measure of speed: no test asserts how long something took, and no test
 * sleeps. Each is about four times the longest run seen at a load average of 9 (twice the load,
 * then twice again to spare).
 *
 * A wait inside a test is shorter than the test's own limit, so that when it fails its own
 * message (what it waited for, the DOM, a process's output) is reported rather than a bare
 * "timed out".
 */

/** Any test or hook not named below (vitest.config.ts sets it as testTimeout and hookTimeout). */
export const TEST_LIMIT_MS = 30_000

/**
 * One wait on a condition inside a test under TEST_LIMIT_MS: Testing Library's findBy* and
 * waitFor (src/test-setup.ts makes it their default) and vi.waitFor.
 */
export const WAIT_LIMIT_MS = 20_000

/**
 * A test or hook that starts server processes or a database (a PGlite folder, a Postgres
 * database), loads a content folder into one, sends hundreds of requests, or compiles a program
 * (the app's routes, the widgets' TypeScript program). The longest, a server on a new PGlite
 * folder and a second process beside it, took 50 s at a load average of 9.
 */
export const SLOW_TEST_LIMIT_MS = 240_000

/**
 * One wait on a child process inside a SLOW_TEST_LIMIT_MS test: a line in its output (it has
 * started, it has committed), its port refusing connections, the database it reaches answering
 * again, initdb finishing. A server's start on a new PGlite folder took 35 s at a load average
 * of 9.
 */
export const PROCESS_WAIT_LIMIT_MS = 120_000

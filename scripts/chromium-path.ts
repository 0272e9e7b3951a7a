import { findChromium } from './ensure-chromium.mjs'

/** The Chromium that Playwright launches; `node scripts/ensure-chromium.mjs` installs one first. */
export function chromiumPath(): string {
  const path = findChromium()
  if (path === undefined) {
    throw new Error('No Chromium found: run "node scripts/ensure-chromium.mjs" or set CHROME_PATH.')
  }
  return path
}

/** Flags for a headless Chromium in a container and on CI: no sandbox, GPU or background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

#!/usr/bin/env node
// Finds the Chromium that Playwright drives: $CHROME_PATH, else Debian's /usr/bin/chromium. When
// neither is there and this runs as root on Debian, installs the distribution's package. It never
// downloads a browser from anywhere else.
import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const DEBIAN_CHROMIUM = '/usr/bin/chromium'

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The Chromium executable to use, or undefined when there is none. Installs nothing. */
export function findChromium(env = process.env) {
  const fromEnv = env.CHROME_PATH
  if (fromEnv && isExecutable(fromEnv)) return fromEnv
  if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM
  return undefined
}

function run(command, args, extraEnv = {}) {
  console.log(`ensure-chromium: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  })
  return result.status === 0
}

function canInstallDebianPackage() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
}

/** The Chromium executable, installing Debian's package when it is missing and that is possible. */
export function ensureChromium() {
  if (process.env.CHROME_PATH && !isExecutable(process.env.CHROME_PATH)) {
    console.warn(
      `ensure-chromium: CHROME_PATH=${process.env.CHROME_PATH} is not an executable; looking further.`,
    )
  }
  const found = findChromium()
  if (found) return found

  if (canInstallDebianPackage()) {
    const installed =
      run('apt-get', ['update']) &&
      run('apt-get', ['install', '-y', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' })
    const after = findChromium()
    if (installed && after) return after
  }

  throw new Error(
    "No Chromium found. Set CHROME_PATH to a Chromium or Chrome executable, or install Debian's " +
      'package as root: apt-get update && apt-get install -y chromium',
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    console.log(`ensure-chromium: using ${ensureChromium()}`)
  } catch (error) {
    console.error(`ensure-chromium: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}

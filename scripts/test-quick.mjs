/**
 * npm run test:quick — the inner loop: the route tree regenerated (as `vite` would), formatting
 * and lint on the files changed, the type check, and the unit tests that import the changed
 * files (`vitest related`). "Changed" is what differs from `origin/main` when there is one, else
 * from HEAD, plus files not yet tracked. `npm test` still runs everything.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { generateRouteTree } from './route-tree.mjs'

const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()

function base() {
  try {
    return git('merge-base', 'HEAD', 'origin/main')
  } catch {
    return 'HEAD'
  }
}

/** The files changed since the base and the untracked ones that are still files (not folders). */
export function changedFiles() {
  return [
    ...new Set([
      ...git('diff', '--name-only', base()).split('\n'),
      ...git('ls-files', '--others', '--exclude-standard').split('\n'),
    ]),
  ].filter((file) => file && existsSync(file) && statSync(file).isFile())
}

/**
 * The steps, in order, for the `changed` files: each a label and a command, or `run` for one done
 * in this process. The route tree comes first: the type check reads it, and a new route file
 * is not in it until it is generated. Prettier skips what .prettierignore lists and files it has
 * no parser for (so a change to those alone checks nothing rather than failing).
 */
export function quickSteps(changed) {
  const code = changed.filter((file) => /\.(c|m)?(t|j)sx?$/.test(file))
  const steps = [
    { label: 'route tree', run: () => generateRouteTree() },
    ...(changed.length > 0
      ? [
          {
            label: 'format',
            command: [
              'npx',
              'prettier',
              '--check',
              '--ignore-unknown',
              '--no-error-on-unmatched-pattern',
              ...changed,
            ],
          },
        ]
      : []),
    { label: 'typecheck', command: ['npx', 'tsc', '-b'] },
  ]
  if (code.length > 0) {
    steps.push(
      {
        label: 'lint',
        command: [
          'npx',
          'eslint',
          '--cache',
          '--cache-location',
          'node_modules/.cache/eslint',
          ...code,
        ],
      },
      {
        label: 'unit tests',
        command: ['npx', 'vitest', 'related', '--run', '--passWithNoTests', ...code],
      },
    )
  }
  return steps
}

async function main() {
  const changed = changedFiles()
  console.log(`test:quick: ${changed.length} changed file(s)`)
  for (const step of quickSteps(changed)) {
    const started = Date.now()
    let passed
    if (step.run) {
      try {
        await step.run()
        passed = true
      } catch (error) {
        console.error(error)
        passed = false
      }
    } else {
      const [command, ...args] = step.command
      passed = spawnSync(command, args, { stdio: 'inherit' }).status === 0
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(`test:quick: ${step.label} ${passed ? 'passed' : 'FAILED'} in ${seconds} s`)
    if (!passed) process.exit(1)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()

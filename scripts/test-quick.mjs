/**
 * npm run test:quick — the inner loop: the type check, lint on the files changed, and the unit
 * tests that import them (`vitest related`). "Changed" is what differs from `origin/main` when
 * there is one, else from HEAD, plus files not yet tracked. `npm test` still runs everything.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim()

function base() {
  try {
    return git('merge-base', 'HEAD', 'origin/main')
  } catch {
    return 'HEAD'
  }
}

const changed = [
  ...new Set([
    ...git('diff', '--name-only', base()).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]),
].filter((file) => file && existsSync(file))

const code = changed.filter((file) => /\.(c|m)?(t|j)sx?$/.test(file))

function run(label, command, args) {
  const started = Date.now()
  const { status } = spawnSync(command, args, { stdio: 'inherit' })
  console.log(
    `test:quick: ${label} ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  if (status !== 0) process.exit(status ?? 1)
}

console.log(`test:quick: ${code.length} changed source file(s)`)
run('typecheck', 'npx', ['tsc', '-b'])
if (code.length > 0) {
  run('lint', 'npx', [
    'eslint',
    '--cache',
    '--cache-location',
    'node_modules/.cache/eslint',
    ...code,
  ])
  run('unit tests', 'npx', ['vitest', 'related', '--run', '--passWithNoTests', ...code])
} else {
  console.log('test:quick: nothing changed to lint or test')
}

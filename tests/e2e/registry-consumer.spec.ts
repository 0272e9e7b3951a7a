import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
// Playwright's own test: the site's (./test) waits for the site's app on every page loaded.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- this page is not the site's
import { expect, test } from '@playwright/test'
import { build, preview } from 'vite'
import { analyze, formatFailures, type ScanResult } from './axe.ts'
import { LIMITS } from './limits.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const FIXTURE = join(ROOT, 'tests/registry-consumer')
const require = createRequire(import.meta.url)
/** Runs a Node script; a failure says what the script printed. */
function node(script: string, args: string[], cwd: string): void {
  try {
    execFileSync(process.execPath, [script, ...args], { cwd, stdio: 'pipe', encoding: 'utf8' })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${script} ${args.join(' ')} failed:\n${stdout}\n${stderr}`, { cause: error })
  }
}

/** The widgets the other app installs: one of each kind the issue names. */
const WIDGETS = ['dropdown-select', 'date-picker', 'bottom-sheet']

test('another app installs three widgets from the served registry with the shadcn CLI, builds, and uses them', async ({
  page,
  baseURL,
}) => {
  // The CLI, the type check and the build before a page is loaded.
  test.setTimeout(LIMITS.consumerApp)
  // A fresh copy of the fixture, outside the repository: the packages are this project's (the
  // registry names packages without ranges, so the CLI keeps the ones there and installs none).
  const app = mkdtempSync(join(tmpdir(), 'mzansi-consumer-'))
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
  try {
    cpSync(FIXTURE, app, { recursive: true })
    symlinkSync(join(ROOT, 'node_modules'), join(app, 'node_modules'), 'dir')
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'registry-consumer',
        private: true,
        type: 'module',
        dependencies: manifest.dependencies,
        devDependencies: manifest.devDependencies,
      }),
    )
    const cli = join(dirname(require.resolve('shadcn')), 'index.js')
    const urls = WIDGETS.map((widget) => `${baseURL}/r/${widget}.json`)
    node(cli, ['add', ...urls, '--yes', '--overwrite', '--cwd', app], app)
    // The files as this site's, where its imports expect them; the theme in the app's CSS.
    for (const file of ['src/ui/dropdown-select.tsx', 'src/ui/select.tsx', 'src/lib/cn.ts']) {
      expect(readFileSync(join(app, file), 'utf8'), file).toBe(
        readFileSync(join(ROOT, file), 'utf8'),
      )
    }
    const css = readFileSync(join(app, 'src/index.css'), 'utf8')
    expect(css).toContain('--color-surface: var(--surface);')
    expect(css).toContain('@utility forced-selected')
    // It type-checks under the app's own strict settings, and builds.
    node(require.resolve('typescript/bin/tsc'), ['-p', join(app, 'tsconfig.json')], app)
    await build({ root: app, configFile: join(app, 'vite.config.ts'), logLevel: 'warn' })
    const server = await preview({
      root: app,
      configFile: join(app, 'vite.config.ts'),
      logLevel: 'warn',
      preview: { port: 0, host: '127.0.0.1', strictPort: false },
    })
    try {
      const address = server.resolvedUrls?.local[0] ?? ''
      await page.goto(address)
      await expect(page.getByRole('heading', { level: 1, name: 'Branch visit' })).toBeVisible()

      // The dropdown select: opened, an option chosen, the app told.
      await page.getByRole('combobox', { name: 'Province' }).click()
      await page.getByRole('option', { name: 'KwaZulu-Natal' }).click()
      await expect(page.getByTestId('chosen')).toHaveText('Province: kwazulu-natal')
      await expect(page.getByRole('combobox', { name: 'Province' })).toContainText('KwaZulu-Natal')

      // The date picker: opened on today, today chosen with Enter.
      const date = page.getByRole('button', { name: /^Visit date,/ })
      await expect(date).toHaveAccessibleName(/Choose a date/)
      await date.click()
      await expect(page.getByRole('grid')).toBeVisible()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('grid')).toBeHidden()
      await expect(date).not.toHaveAccessibleName(/Choose a date/)

      const results: ScanResult[] = []
      const scan = async (state: string) =>
        results.push({
          page: address,
          state,
          theme: 'light',
          width: 1280,
          ...(await analyze(page)),
        })
      await scan('closed')

      // The bottom sheet: opened as a dialog with its title, swept, closed with Escape.
      await page.getByRole('button', { name: 'Show opening hours' }).click()
      const sheet = page.getByRole('dialog', { name: 'Opening hours' })
      await expect(sheet).toBeVisible()
      await expect(sheet).toContainText('Saturdays 09:00 to 12:00.')
      await scan('bottom sheet open')
      await page.keyboard.press('Escape')
      await expect(sheet).toBeHidden()

      expect(
        results.flatMap((result) => result.violations),
        formatFailures(results),
      ).toEqual([])
    } finally {
      await new Promise<void>((done) => server.httpServer.close(() => done()))
    }
  } finally {
    rmSync(app, { recursive: true, force: true })
  }
})

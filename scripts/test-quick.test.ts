// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { generateRouteTree } from './route-tree.mjs'
import { quickSteps } from './test-quick.mjs'

describe('npm run test:quick', () => {
  it('regenerates the route tree before the type check, and checks the format of what changed', () => {
    const steps = quickSteps(['src/routes/new-page.tsx', 'README.md'])
    expect(steps.map((step) => step.label)).toEqual([
      'route tree',
      'format',
      'typecheck',
      'lint',
      'unit tests',
    ])
    expect(steps[1]?.command).toEqual([
      'npx',
      'prettier',
      '--check',
      '--ignore-unknown',
      '--no-error-on-unmatched-pattern',
      'src/routes/new-page.tsx',
      'README.md',
    ])
    // Only code is linted and tested.
    expect(steps[3]?.command?.slice(-1)).toEqual(['src/routes/new-page.tsx'])
    expect(steps[4]?.command?.slice(-1)).toEqual(['src/routes/new-page.tsx'])
  })

  it('with nothing changed, still generates the tree and type-checks', () => {
    expect(quickSteps([]).map((step) => step.label)).toEqual(['route tree', 'typecheck'])
  })
})

describe('generateRouteTree', () => {
  const root = mkdtempSync(join(tmpdir(), 'mzc-route-tree-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('adds a new route file to src/routeTree.gen.ts, as the Vite plugin would', async () => {
    const routes = join(root, 'src/routes')
    mkdirSync(routes, { recursive: true })
    writeFileSync(
      join(routes, '__root.tsx'),
      "import { createRootRoute } from '@tanstack/react-router'\n\nexport const Route = createRootRoute()\n",
    )
    writeFileSync(
      join(routes, 'new-page.tsx'),
      "import { createFileRoute } from '@tanstack/react-router'\n\n" +
        "export const Route = createFileRoute('/new-page')({ component: () => null })\n",
    )
    await generateRouteTree(root)
    const tree = readFileSync(join(root, 'src/routeTree.gen.ts'), 'utf8')
    expect(tree).toContain("import { Route as NewPageRouteImport } from './routes/new-page'")
    expect(tree).toMatch(/'\/new-page': typeof NewPageRoute/)
  })
})

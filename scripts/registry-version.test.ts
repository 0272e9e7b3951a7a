// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  CHANGELOG,
  changedItems,
  changelogVersions,
  currentHashes,
  nextVersion,
  readVersion,
  registryFiles,
  release,
  unlogged,
  unreleased,
} from './registry-version.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

describe("the widget library's version", () => {
  it('names under "Unreleased" every item whose files changed since the last version', () => {
    const files = registryFiles(ROOT)
    const changed = changedItems(readVersion(ROOT).files, currentHashes(ROOT), (path) =>
      files.get(path),
    )
    const missing = unlogged(changed, readFileSync(join(ROOT, CHANGELOG), 'utf8'))
    expect(
      missing.map(
        (item) =>
          `${(changed.get(item) ?? []).join(', ')} changed since ${readVersion(ROOT).version}: ` +
          `add a line naming \`${item}\` under "## Unreleased" in ${CHANGELOG}`,
      ),
    ).toEqual([])
  })

  it('is the newest version the changelog records, and covers every file of the registry', () => {
    const recorded = readVersion(ROOT)
    expect(changelogVersions(readFileSync(join(ROOT, CHANGELOG), 'utf8'))[0]).toBe(recorded.version)
    expect(Object.keys(recorded.files).sort()).toEqual(Object.keys(currentHashes(ROOT)).sort())
  })
})

describe('the changelog check', () => {
  const log = (lines: string) =>
    `# Changelog\n\n## Unreleased\n\n${lines}\n\n## 1.2.0 (2026-12-01)\n\n- \`pager\`: first.\n`
  const changed = changedItems(
    { 'src/ui/pager.tsx': 'a', 'src/ui/old.tsx': 'b', 'src/lib/cn.ts': 'c' },
    { 'src/ui/pager.tsx': 'A', 'src/lib/cn.ts': 'c', 'src/ui/new.tsx': 'd' },
    (path) =>
      path
        .split('/')
        .at(-1)
        ?.replace(/\.tsx?$/, ''),
  )

  it('finds the items changed, added and removed, and leaves the unchanged', () => {
    expect([...changed.keys()].sort()).toEqual(['new', 'old', 'pager'])
  })

  it('fails an item no line names under "Unreleased", even if an older version names it', () => {
    expect(unlogged(changed, log('- `new`: added.\n- `old`: removed.')).sort()).toEqual(['pager'])
    expect(unlogged(changed, log('- `pager`, `new`, `old`: reworked.'))).toEqual([])
    expect(unreleased(log(''))).toBe('')
  })

  it('counts versions up as Semantic Versioning does', () => {
    expect(nextVersion('1.2.3', 'patch')).toBe('1.2.4')
    expect(nextVersion('1.2.3', 'minor')).toBe('1.3.0')
    expect(nextVersion('1.2.3', 'major')).toBe('2.0.0')
  })

  it('releases "Unreleased" as the next version and records the hashes for it', () => {
    const root = mkdtempSync(join(tmpdir(), 'mzansi-release-'))
    try {
      for (const folder of ['src', 'package.json'])
        cpSync(join(ROOT, folder), join(root, folder), { recursive: true })
      writeFileSync(join(root, CHANGELOG), log('- `pager`: a fix.'))
      writeFileSync(join(root, 'src/ui/pager.tsx'), '// changed\n', { flag: 'a' })
      expect(release('patch', root, new Date('2026-12-06T10:00:00Z'))).toBe('1.0.1')
      const text = readFileSync(join(root, CHANGELOG), 'utf8')
      expect(text).toContain('## Unreleased\n\n## 1.0.1 (2026-12-06)\n\n- `pager`: a fix.')
      expect(readVersion(root)).toEqual({ version: '1.0.1', files: currentHashes(root) })
      expect(() => release('patch', root)).toThrow(/Nothing under "## Unreleased"/)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

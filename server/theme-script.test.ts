import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  THEME_SCRIPT,
  THEME_SCRIPT_MARKER,
  THEME_SCRIPT_SOURCE,
  withThemeScript,
} from './theme-script.ts'

/** The text of every inline (executing) script in `html`. */
function inlineScripts(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*type="application\/)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => match[1] ?? '')
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('the inline theme script', () => {
  it('takes the place of the marker in index.html, the only inline script, allowed by its hash', () => {
    const source = readFileSync('index.html', 'utf8')
    expect(source).toContain(THEME_SCRIPT_MARKER)
    const html = withThemeScript(source)
    expect(html).not.toContain(THEME_SCRIPT_MARKER)
    expect(html).not.toContain('theme.js')
    const scripts = inlineScripts(html)
    expect(scripts).toEqual([THEME_SCRIPT])
    // What a browser hashes is the element's text exactly as written.
    expect(scripts.map(sha256)).toEqual([THEME_SCRIPT_SOURCE])
  })

  it('stops the build when index.html has lost its marker', () => {
    expect(() => withThemeScript('<head></head>')).toThrow(/theme-script/)
  })

  describe('run before the first paint', () => {
    const root = document.documentElement
    const run = () => new Function(THEME_SCRIPT)() as unknown
    const systemScheme = (dark: boolean) =>
      vi
        .spyOn(window, 'matchMedia')
        .mockImplementation(
          (query) => ({ matches: dark && query.includes('dark'), media: query }) as MediaQueryList,
        )

    afterEach(() => {
      localStorage.clear()
      root.className = ''
      root.removeAttribute('data-theme')
      document.head.innerHTML = ''
    })

    it('applies the stored choice over the system scheme, with its theme colour', () => {
      document.head.innerHTML = '<meta name="theme-color" content="#ffffff">'
      systemScheme(false)
      localStorage.setItem('theme', 'dark')
      run()
      expect(root.classList.contains('dark')).toBe(true)
      expect(root.dataset.theme).toBe('dark')
      expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
        '#1d1a60',
      )
    })

    it('follows the system scheme when nothing (or nonsense) is stored', () => {
      systemScheme(true)
      localStorage.setItem('theme', 'purple')
      run()
      expect(root.dataset.theme).toBe('dark')
      root.className = ''
      systemScheme(false)
      localStorage.removeItem('theme')
      run()
      expect(root.classList.contains('dark')).toBe(false)
      expect(root.dataset.theme).toBe('light')
    })

    it('falls back to the system scheme when storage is blocked, and needs no theme-color meta', () => {
      systemScheme(true)
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('blocked', 'SecurityError')
      })
      expect(run).not.toThrow()
      expect(root.dataset.theme).toBe('dark')
    })
  })
})

import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { APP_LOADER_SCRIPT, APP_LOADER_SOURCE, withAppLoader } from './app-loader.ts'

const BUILT = [
  '<!doctype html><html><head><title>Mzansi Clearing</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-abc.js">',
  '<link rel="modulepreload" crossorigin href="/assets/framework-abc.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n')

describe('the app loader', () => {
  it('moves the entry and its preloads out of the head into a data block and the loader', () => {
    const html = withAppLoader(BUILT)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toMatch(/<script|modulepreload/)
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">')
    const block = /<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(html)
    expect(JSON.parse(block?.[1] ?? '')).toEqual({
      entry: '/assets/index-abc.js',
      preload: ['/assets/rolldown-runtime-abc.js', '/assets/framework-abc.js'],
    })
    expect(html).toContain(`<script>${APP_LOADER_SCRIPT}</script></body>`)
    const hash = `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`
    expect(APP_LOADER_SOURCE).toBe(hash)
  })

  it('stops the build unless the HTML has exactly one entry script', () => {
    expect(() => withAppLoader('<head></head><body></body>')).toThrow(/0 module entry scripts/)
  })

  describe('in the page', () => {
    afterEach(() => {
      vi.useRealTimers()
      document.head.innerHTML = ''
      document.body.innerHTML = ''
    })

    const setUp = () => {
      vi.useFakeTimers()
      const html = withAppLoader(BUILT)
      document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ''
      new Function(APP_LOADER_SCRIPT)()
    }
    const added = () =>
      Array.from(document.head.querySelectorAll('script, link')).map((element) =>
        element instanceof HTMLScriptElement
          ? `script ${element.type} ${element.getAttribute('src')} ${element.crossOrigin}`
          : `link ${element.getAttribute('rel')} ${element.getAttribute('href')} ${(element as HTMLLinkElement).crossOrigin}`,
      )

    /** The script the loader added last has run (or failed), and the browser has had its turn. */
    const ran = (type: 'load' | 'error' = 'load') => {
      const scripts = document.head.querySelectorAll('script')
      scripts[scripts.length - 1]?.dispatchEvent(new Event(type))
      vi.advanceTimersByTime(0)
    }

    it('adds nothing before the browser has painted, then the preloads, then runs each chunk in turn and the entry last, once', () => {
      setUp()
      expect(added()).toEqual([])
      vi.advanceTimersByTime(20) // a frame, then the task after it
      const preloads = [
        'link modulepreload /assets/rolldown-runtime-abc.js ',
        'link modulepreload /assets/framework-abc.js ',
      ]
      expect(added()).toEqual([...preloads, 'script module /assets/rolldown-runtime-abc.js '])
      // The next chunk waits for the one before to have run, and for a task of its own.
      vi.advanceTimersByTime(300)
      expect(added()).toHaveLength(3)
      document.head.querySelector('script')?.dispatchEvent(new Event('load'))
      expect(added()).toHaveLength(3)
      vi.advanceTimersByTime(0)
      expect(added()).toEqual([
        ...preloads,
        'script module /assets/rolldown-runtime-abc.js ',
        'script module /assets/framework-abc.js ',
      ])
      ran()
      const all = [
        ...preloads,
        'script module /assets/rolldown-runtime-abc.js ',
        'script module /assets/framework-abc.js ',
        'script module /assets/index-abc.js ',
      ]
      expect(added()).toEqual(all)
      // The entry is the last: nothing follows it, and the 200 ms fallback adds nothing again.
      ran()
      vi.advanceTimersByTime(300)
      expect(added()).toEqual(all)
    })

    it('goes on to the entry when a chunk fails, so the entry reports the failure', () => {
      setUp()
      vi.advanceTimersByTime(20)
      ran('error')
      ran('error')
      expect(added().at(-1)).toBe('script module /assets/index-abc.js ')
    })

    it('starts within 200 ms when no frame comes (a tab in the background)', () => {
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
      setUp()
      vi.advanceTimersByTime(199)
      expect(added()).toEqual([])
      vi.advanceTimersByTime(1)
      expect(added()).toHaveLength(3) // the two preloads and the first chunk
    })
  })
})

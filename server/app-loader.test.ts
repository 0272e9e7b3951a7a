import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import {
  APP_LOADER_FILE,
  APP_SCRIPTS_ID,
  appScriptsJson,
  readAppLoaderSource,
} from './app-loader.ts'
import { inlineScriptSource } from './inline-script.ts'

/** The page's block as the build writes it (scripts/app-loader-plugin.ts). */
const BLOCK =
  `<script type="application/json" id="${APP_SCRIPTS_ID}">` +
  appScriptsJson({
    entry: '/assets/index-abc.js',
    preload: ['/assets/rolldown-runtime-abc.js', '/assets/framework-abc.js'],
  }) +
  '</script>'

describe('the app loader', () => {
  it('writes the scripts block so that no file name can end it', () => {
    const json = appScriptsJson({ entry: '/assets/</script>.js', preload: [] })
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({ entry: '/assets/</script>.js', preload: [] })
  })

  describe('its CSP source, from the build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'app-loader-'))
    afterAll(() => {
      rmSync(dir, { recursive: true, force: true })
    })
    const source = inlineScriptSource('(()=>{})()')

    it('is read from the build’s app-loader.json', () => {
      writeFileSync(join(dir, APP_LOADER_FILE), JSON.stringify({ source }))
      expect(readAppLoaderSource(dir)).toBe(source)
      writeFileSync(join(dir, APP_LOADER_FILE), JSON.stringify({ source: "'unsafe-inline'" }))
      expect(() => readAppLoaderSource(dir)).toThrow(/not what the build writes/)
      rmSync(join(dir, APP_LOADER_FILE))
    })

    it('is none for a build folder without the file or a loader (no site, a test’s shell)', () => {
      expect(readAppLoaderSource(join(dir, 'nothing'))).toBeUndefined()
      writeFileSync(join(dir, 'index.html'), '<body><div id="root"></div></body>')
      expect(readAppLoaderSource(dir)).toBeUndefined()
    })

    it('stops the server on a build whose pages have the loader but not its hash', () => {
      writeFileSync(join(dir, 'index.html'), `<body><div id="root"></div>${BLOCK}</body>`)
      expect(() => readAppLoaderSource(dir)).toThrow(/app-loader\.json is missing/)
    })
  })

  describe('in the page', () => {
    /** Paint timing as a browser reports it: `paint()` delivers the first contentful paint. */
    class FakePaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint']
      static last: FakePaintObserver | undefined
      observed: unknown
      disconnected = false
      constructor(
        private readonly callback: (
          list: { getEntriesByName: (name: string) => unknown[] },
          observer: FakePaintObserver,
        ) => void,
      ) {
        FakePaintObserver.last = this
      }
      observe(options: unknown) {
        this.observed = options
      }
      disconnect() {
        this.disconnected = true
      }
      paint(name = 'first-contentful-paint') {
        this.callback({ getEntriesByName: (entry) => (entry === name ? [{ name }] : []) }, this)
      }
    }

    afterEach(() => {
      vi.useRealTimers()
      vi.unstubAllGlobals()
      vi.restoreAllMocks()
      FakePaintObserver.last = undefined
      document.head.innerHTML = ''
      document.body.innerHTML = ''
    })

    /**
     * Runs the loader (src/app-loader.ts, afresh each time) on a page still loading (`readyState`
     * "interactive"), as at the body's end.
     */
    const setUp = async ({ paintTiming = true, readyState = 'interactive' } = {}) => {
      vi.useFakeTimers()
      if (paintTiming) vi.stubGlobal('PerformanceObserver', FakePaintObserver)
      vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState as DocumentReadyState)
      document.body.innerHTML = `<div id="root"></div>${BLOCK}`
      vi.resetModules()
      await import('../src/app-loader.ts')
    }
    const painted = () => {
      FakePaintObserver.last?.paint()
    }
    const loaded = () => {
      window.dispatchEvent(new Event('load'))
    }
    const added = () =>
      Array.from(document.head.querySelectorAll('script, link')).map((element) =>
        element instanceof HTMLScriptElement
          ? `script ${element.type} ${element.getAttribute('src')} ${element.crossOrigin}`
          : `link ${element.getAttribute('rel')} ${element.getAttribute('href')} ${(element as HTMLLinkElement).crossOrigin}`,
      )
    const preloads = [
      'link modulepreload /assets/rolldown-runtime-abc.js ',
      'link modulepreload /assets/framework-abc.js ',
    ]
    /** The entry is preloaded with its imports, and run last. */
    const links = [...preloads, 'link modulepreload /assets/index-abc.js ']
    const started = [...links, 'script module /assets/rolldown-runtime-abc.js ']

    /** The script the loader added last has run (or failed), and the browser has had its turn. */
    const ran = (type: 'load' | 'error' = 'load') => {
      const scripts = document.head.querySelectorAll('script')
      scripts[scripts.length - 1]?.dispatchEvent(new Event(type))
      vi.advanceTimersByTime(0)
    }

    it('requests the page’s own scripts with the preloads, at once, and leaves running them to the app', async () => {
      await setUp()
      const block = document.getElementById('app-scripts')
      const scripts = JSON.parse(block?.textContent ?? '{}') as Record<string, unknown>
      if (block) {
        block.textContent = JSON.stringify({
          ...scripts,
          prefetch: ['/assets/eft-abc.js', '/assets/site-header-abc.js'],
        })
      }
      painted()
      loaded()
      vi.advanceTimersByTime(40)
      expect(added()).toEqual([
        ...links,
        'link modulepreload /assets/eft-abc.js ',
        'link modulepreload /assets/site-header-abc.js ',
        'script module /assets/rolldown-runtime-abc.js ',
      ])
      ran()
      ran()
      expect(added().filter((element) => element.startsWith('script'))).toEqual([
        'script module /assets/rolldown-runtime-abc.js ',
        'script module /assets/framework-abc.js ',
        'script module /assets/index-abc.js ',
      ])
    })

    it('adds nothing until the page has painted and loaded, then the preloads, then runs each chunk in turn and the entry last, once', async () => {
      await setUp()
      expect(FakePaintObserver.last?.observed).toEqual({ type: 'paint', buffered: true })
      vi.advanceTimersByTime(500) // frames come and go, but nothing is on screen yet
      expect(added()).toEqual([])
      painted()
      vi.advanceTimersByTime(100) // on screen, but the images of the first screen still coming
      expect(FakePaintObserver.last?.disconnected).toBe(true)
      expect(added()).toEqual([])
      loaded()
      vi.advanceTimersByTime(16) // the largest paint may still be on its way to the screen
      expect(added()).toEqual([])
      vi.advanceTimersByTime(24) // two frames, each with the task after it
      expect(added()).toEqual(started)
      // The next chunk waits for the one before to have run, and for a task of its own.
      vi.advanceTimersByTime(300)
      expect(added()).toHaveLength(started.length)
      document.head.querySelector('script')?.dispatchEvent(new Event('load'))
      expect(added()).toHaveLength(started.length)
      vi.advanceTimersByTime(0)
      expect(added()).toEqual([
        ...links,
        'script module /assets/rolldown-runtime-abc.js ',
        'script module /assets/framework-abc.js ',
      ])
      ran()
      const all = [
        ...links,
        'script module /assets/rolldown-runtime-abc.js ',
        'script module /assets/framework-abc.js ',
        'script module /assets/index-abc.js ',
      ]
      expect(added()).toEqual(all)
      // The entry is the last: nothing follows it, and the fallbacks add nothing again.
      ran()
      vi.advanceTimersByTime(6000)
      expect(added()).toEqual(all)
    })

    it('starts two frames after the first paint on a page already loaded', async () => {
      await setUp({ readyState: 'complete' })
      vi.advanceTimersByTime(100)
      expect(added()).toEqual([])
      painted()
      vi.advanceTimersByTime(40)
      expect(added()).toEqual(started)
    })

    it('waits for the first contentful paint, not for any paint', async () => {
      await setUp({ readyState: 'complete' })
      FakePaintObserver.last?.paint('first-paint')
      vi.advanceTimersByTime(500)
      expect(added()).toEqual([])
      expect(FakePaintObserver.last?.disconnected).toBe(false)
    })

    it('starts 1 s after the first paint when the load event is slow (an image that hangs)', async () => {
      await setUp()
      painted()
      vi.advanceTimersByTime(999)
      expect(added()).toEqual([])
      vi.advanceTimersByTime(1)
      expect(added()).toEqual(started)
    })

    it('starts within 5 s when the page never reports a paint', async () => {
      await setUp()
      loaded()
      vi.advanceTimersByTime(4999)
      expect(added()).toEqual([])
      vi.advanceTimersByTime(1)
      expect(added()).toEqual(started)
    })

    it('goes on to the entry when a chunk fails, so the entry reports the failure', async () => {
      await setUp({ readyState: 'complete' })
      painted()
      vi.advanceTimersByTime(40)
      ran('error')
      ran('error')
      expect(added().at(-1)).toBe('script module /assets/index-abc.js ')
    })

    it('starts after the next frame in a browser without paint timing', async () => {
      await setUp({ paintTiming: false })
      vi.advanceTimersByTime(20) // a frame, then the task after it
      expect(added()).toEqual(started)
    })

    it('starts within 200 ms in a tab in the background, which paints nothing until shown', async () => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
      await setUp()
      expect(FakePaintObserver.last).toBeUndefined()
      vi.advanceTimersByTime(199)
      expect(added()).toEqual([])
      vi.advanceTimersByTime(1)
      expect(added()).toEqual(started)
    })
  })
})

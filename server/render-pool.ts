import { availableParallelism } from 'node:os'
import { MessageChannel, type MessagePort } from 'node:worker_threads'
import { Piscina } from 'piscina'
import type { Finish, FinishedDocument } from './page-document.ts'
import { headerList, type WireRequest, type WireResponse } from './render-wire.ts'
import type { Brand, Crumb, ArticleFacts } from './structured-data.ts'

/**
 * The build's words of each page for the site search (`PAGE_TEXT_FILE`, by path): the SSR entry's
 * `PageTexts` (src/features/search/page-text.ts).
 */
export type PageTexts = Readonly<Record<string, { headings: string; text: string }>>

/** A page the SSR entry rendered with its data (src/entry-prerender.tsx, `renderPageWithData`). */
export type RenderedWithData = {
  html: string
  title: string
  status: number
  /** After `#root`: the data the page was rendered with and its class merges. */
  afterRoot: string
  /** The routes the page matched, root first. */
  routeIds?: string[]
  description: string
  path: string
  breadcrumb: Crumb[]
  article?: ArticleFacts
}

/** The app sends this URL to its canonical address (a path on this site). */
export type RenderedRedirect = { redirect: true; location: string }

/** What one visitor's page is rendered with besides the URL (the contact form after a post). */
export type PageState = { contactForm?: unknown }

/** The SSR entry's exports a render uses. */
export type SsrEntry = {
  renderPageWithData: (
    path: string,
    fetch: typeof globalThis.fetch,
    state?: PageState,
    options?: { signal?: AbortSignal },
  ) => Promise<RenderedWithData | RenderedRedirect>
  brand: Brand
  /** The routes the server renders per request (by their route paths, `$param` and all). */
  serverRenderedRoutes: () => Record<string, unknown>
  /** Gives the render the pages' words for the site search (read once per thread). */
  providePageTexts: (texts: PageTexts) => Promise<void>
}

/** What the main thread hands a render thread. */
export type RenderTask = {
  entryFile: string
  /** The build's words of each page for the site search (`search-text.json`), if it wrote them. */
  pageTextFile?: string
  path: string
  state: PageState | undefined
  /** When the render must be done by (ms since the epoch); a task that starts later renders nothing. */
  deadline: number
  /** Where the render's API requests go. */
  port: MessagePort
  /** Finishes the page in the render thread: the whole document, as bytes (else the page as rendered). */
  finish?: Finish
}

export type RenderTaskResult =
  | { outcome: 'rendered'; page: RenderedWithData | RenderedRedirect; brand: Brand }
  /** Rendered and finished (a task with `finish`): the document as sent, or a redirect. */
  | { outcome: 'finished'; page: FinishedDocument | RenderedRedirect }
  | { outcome: 'late' }
  /** The render threw: why, described as the log shows it. */
  | { outcome: 'failed'; reason: Record<string, string> }

/** How a render ended, as the page renderer sees it. */
export type RenderResult =
  | RenderTaskResult
  /** The queue was full: the server answers 503 with Retry-After at once. */
  | { outcome: 'busy' }

export type RenderPoolOptions = {
  /** The SSR entry's file (dist-ssr/entry-prerender.js). */
  entryFile: string
  /** The pages' words for the site search (dist/search-text.json). */
  pageTextFile?: string
  /** Answers a render's API requests: the server's content routes, in this thread. */
  fetch: typeof globalThis.fetch
  /**
   * Render threads; default: one fewer than the cores (at least one), so one stays for the rest.
   * 0 renders in this thread, one task after another as they come (unit tests of what is around
   * the render: the cache, the shell, the logs).
   */
  threads?: number
  /** Renders that may wait for a thread; one more is refused at once. Default: 16 per thread. */
  maxQueue?: number
  /** A thread still busy this long after its render's deadline is ended (and a new one made). */
  graceMs?: number
}

export type RenderPool = {
  /**
   * Renders `path` by `deadline` (ms since the epoch), or says why not; `read` is told the URL of
   * each API request the render makes; with `finish`, the thread makes the whole document too.
   */
  render: (
    path: string,
    deadline: number,
    state?: PageState,
    read?: (url: string) => void,
    finish?: Finish,
  ) => Promise<RenderResult>
  /**
   * Whether a render asked for now would be refused (every thread busy and the queue full): the
   * server then answers 503 before anything else a render would cost (the address's budget).
   */
  full: () => boolean
  /** Ends the threads (the server's shutdown, a test's end). */
  destroy: () => Promise<void>
}

/** The worker file beside this one: compiled JavaScript in production, TypeScript under tsx. */
const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './render-worker.ts' : './render-worker.js',
  import.meta.url,
)

export const DEFAULT_RENDER_THREADS = Math.max(1, availableParallelism() - 1)

/**
 * The server's render threads: pages are rendered in worker threads, never on the thread that
 * answers `/health`, static files and the API. Each render's API requests come back to this
 * thread over a message port of its own and are answered by `fetch` (the content routes: the
 * database has one owner, this thread). A full queue refuses at once; a render past its deadline
 * stops itself, and a thread that does not (a render stuck in synchronous code) is ended.
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const threads = options.threads ?? DEFAULT_RENDER_THREADS
  const graceMs = options.graceMs ?? 1_000
  if (threads === 0) return inlinePool(options, answer(options.fetch))
  const pool = new Piscina({
    filename: WORKER.href,
    workerData: { entryFile: options.entryFile, pageTextFile: options.pageTextFile },
    minThreads: threads,
    maxThreads: threads,
    // One render at a time: a thread renders its page in one stretch once the data is in.
    concurrentTasksPerWorker: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
    ...(import.meta.url.endsWith('.ts') ? { execArgv: ['--import', 'tsx'] } : {}),
  })

  const answerOn = answer(options.fetch)
  // The queue is bounded here, not by Piscina's maxQueue: that one does not refuse while its own
  // queue is empty and a task waits for a busy thread, which is exactly when it should.
  const capacity = threads + (options.maxQueue ?? 16 * threads)
  let underWay = 0

  return {
    full: () => underWay >= capacity,
    async render(path, deadline, state, read, finish) {
      if (underWay >= capacity) return { outcome: 'busy' }
      underWay += 1
      const { port1, port2 } = new MessageChannel()
      answerOn(port1, read)
      const ending = new AbortController()
      // The render stops itself at its deadline; a thread that has not by then is ended.
      const timer = setTimeout(
        () => ending.abort(new Error('render past its deadline')),
        Math.max(0, deadline - Date.now()) + graceMs,
      )
      try {
        const task: RenderTask = {
          entryFile: options.entryFile,
          ...(options.pageTextFile === undefined ? {} : { pageTextFile: options.pageTextFile }),
          path,
          state,
          deadline,
          port: port2,
          ...(finish === undefined ? {} : { finish }),
        }
        return (await pool.run(task, {
          transferList: [port2],
          signal: ending.signal,
        })) as RenderTaskResult
      } catch (error) {
        if (ending.signal.aborted) return { outcome: 'late' }
        return {
          outcome: 'failed',
          reason: {
            errorClass: 'RenderThreadError',
            cause: String(error instanceof Error ? error.message : error).slice(0, 300),
          },
        }
      } finally {
        underWay -= 1
        clearTimeout(timer)
        port1.close()
      }
    },
    destroy: () => pool.destroy(),
  }
}

/**
 * Answers a render's API requests on `port` through `fetch`, telling `read` each URL asked for.
 */
const answer =
  (fetch: typeof globalThis.fetch) => (port: MessagePort, read?: (url: string) => void) => {
    port.on('message', (request: WireRequest) => {
      read?.(request.url)
      void (async () => {
        let reply: WireResponse
        try {
          const response = await fetch(request.url, {
            method: request.method,
            headers: request.headers,
            ...(request.body === null ? {} : { body: request.body }),
          })
          reply = {
            id: request.id,
            status: response.status,
            headers: headerList(response.headers),
            body: await response.text(),
          }
        } catch {
          reply = { id: request.id, status: 503, headers: [], body: '{"error":"Unavailable"}' }
        }
        port.postMessage(reply)
      })()
    })
  }

/** Renders in this thread (`threads: 0`), through the same task a render thread runs. */
function inlinePool(
  { entryFile, pageTextFile }: RenderPoolOptions,
  answerOn: ReturnType<typeof answer>,
): RenderPool {
  const task = import(WORKER.href) as Promise<{
    default: (task: RenderTask) => Promise<RenderTaskResult>
  }>
  return {
    async render(path, deadline, state, read, finish) {
      const { port1, port2 } = new MessageChannel()
      answerOn(port1, read)
      try {
        return await (
          await task
        ).default({
          entryFile,
          ...(pageTextFile === undefined ? {} : { pageTextFile }),
          path,
          state,
          deadline,
          port: port2,
          ...(finish === undefined ? {} : { finish }),
        })
      } finally {
        port1.close()
      }
    },
    full: () => false,
    destroy: () => Promise.resolve(),
  }
}

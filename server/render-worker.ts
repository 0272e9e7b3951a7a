import { existsSync, readlinkSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { setPriority } from 'node:os'
import { workerData, type MessagePort } from 'node:worker_threads'
import { describeError } from './middleware/errors.ts'
import { pathToFileURL } from 'node:url'
import { finishDocument } from './page-document.ts'
import type { PageTexts, RenderTask, RenderTaskResult, SsrEntry } from './render-pool.ts'
import { headerList, type WireRequest, type WireResponse } from './render-wire.ts'

// React and the libraries it renders with read NODE_ENV when first imported: their development
// builds check every element and cost several times the CPU. A render thread runs production code.
process.env.NODE_ENV ??= 'production'

/**
 * How much lower than the main thread a render thread runs (a nice value, 0 to 19). On Linux a
 * thread has a nice value of its own: the main thread, which answers `/health`, static files and
 * the API, then has the CPU first when both want it, and a flood of renders waits instead of them.
 */
export const RENDER_THREAD_NICENESS = 10

/** This thread's id in the kernel (Linux: `/proc/thread-self` is `<pid>/task/<tid>`), if known. */
function threadId(): number | undefined {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1))
    return Number.isInteger(tid) && tid > 0 ? tid : undefined
  } catch {
    return undefined
  }
}

/** Lowers this render thread's priority; where threads have no priority of their own, nothing. */
function yieldToMainThread(): void {
  const tid = threadId()
  if (tid === undefined || tid === process.pid) return
  try {
    setPriority(tid, RENDER_THREAD_NICENESS)
  } catch {
    // Not allowed here: the thread keeps the process's priority.
  }
}

const entries = new Map<string, Promise<SsrEntry>>()
/**
 * The SSR bundle, loaded once, with the pages' words for the site search (the build's file beside
 * the site, when it has one: a render searches what the browser's search does).
 */
const loadEntry = (file: string, pageTextFile: string | undefined) => {
  let entry = entries.get(file)
  if (entry === undefined) {
    entry = (import(pathToFileURL(file).href) as Promise<SsrEntry>).then(async (loaded) => {
      if (pageTextFile !== undefined && existsSync(pageTextFile)) {
        await loaded.providePageTexts(JSON.parse(await readFile(pageTextFile, 'utf8')) as PageTexts)
      }
      return loaded
    })
    entries.set(file, entry)
  }
  return entry
}

/** Every content read of a warm-up render: Not Found, so each page renders its Not Found state. */
const nothingFound: typeof globalThis.fetch = () =>
  Promise.resolve(Response.json({ error: 'Not found' }, { status: 404 }))

/**
 * Renders each server-rendered route once, with no data, as the thread starts: its code loads and
 * is compiled then, not in the first visitor's render (which took over a second cold, three on a
 * busy machine, and passed its deadline). Tasks that come meanwhile render beside it.
 */
async function warmUp(entry: SsrEntry): Promise<void> {
  for (const route of Object.keys(entry.serverRenderedRoutes())) {
    await entry.renderPageWithData(route.replace(/\$\w+/g, 'warm-up'), nothingFound).catch(() => {})
  }
}

// The bundle loads as the thread starts, not in the first visitor's render.
const preload = workerData as { entryFile?: unknown; pageTextFile?: unknown } | null
if (typeof preload?.entryFile === 'string') {
  yieldToMainThread()
  const pageTextFile = typeof preload.pageTextFile === 'string' ? preload.pageTextFile : undefined
  void loadEntry(preload.entryFile, pageTextFile)
    .then(warmUp)
    .catch(() => {})
}

/**
 * A fetch whose requests go to the main thread over `port`, which answers them from the server's
 * own content routes (the data lives there: PGlite has one owner). `signal` cancels them all.
 */
function fetchThrough(port: MessagePort, signal: AbortSignal): typeof globalThis.fetch {
  let next = 0
  const waiting = new Map<number, (answer: WireResponse) => void>()
  port.on('message', (answer: WireResponse) => {
    waiting.get(answer.id)?.(answer)
    waiting.delete(answer.id)
  })
  return async (input, init) => {
    // The client asks by path; a Request needs an origin, which the main thread ignores.
    const request = new Request(
      typeof input === 'string' ? new URL(input, 'http://localhost') : input,
      init,
    )
    const any = AbortSignal.any([signal, ...(init?.signal ? [init.signal] : [])])
    any.throwIfAborted()
    const id = (next += 1)
    const message: WireRequest = {
      id,
      url: request.url,
      method: request.method,
      headers: headerList(request.headers),
      body: request.method === 'GET' || request.method === 'HEAD' ? null : await request.text(),
    }
    const answer = await new Promise<WireResponse>((resolve, reject) => {
      const abandon = () => {
        waiting.delete(id)
        reject(any.reason as Error)
      }
      any.addEventListener('abort', abandon, { once: true })
      waiting.set(id, (wire) => {
        any.removeEventListener('abort', abandon)
        resolve(wire)
      })
      port.postMessage(message)
    })
    return new Response(answer.body, { status: answer.status, headers: answer.headers })
  }
}

/**
 * One render, in a worker thread of the render pool: the page's loaders ask the main thread for
 * their data, then React renders it here, off the thread that answers `/health` and the API, and
 * (with `finish`) the page is put in its shell, made bytes and compressed here too. The render
 * stops at its deadline (a task that waited in the queue past it starts no render at all).
 */
export default async function render(task: RenderTask): Promise<RenderTaskResult> {
  const left = task.deadline - Date.now()
  if (left <= 0) {
    task.port.close()
    return { outcome: 'late' }
  }
  const deadline = new AbortController()
  const timer = setTimeout(
    () => deadline.abort(new DOMException('The render passed its deadline', 'TimeoutError')),
    left,
  )
  const { signal } = deadline
  try {
    const entry = await loadEntry(task.entryFile, task.pageTextFile)
    const page = await entry.renderPageWithData(
      task.path,
      fetchThrough(task.port, signal),
      task.state,
      { signal },
    )
    if (task.finish === undefined) return { outcome: 'rendered', page, brand: entry.brand }
    signal.throwIfAborted()
    return {
      outcome: 'finished',
      page: 'redirect' in page ? page : await finishDocument(page, entry.brand, task.finish),
    }
  } catch (error) {
    if (signal.aborted) return { outcome: 'late' }
    // Described here, as the log shows it (causes, never what a visitor typed): an Error's own
    // fields do not survive the crossing.
    const { errorClass, cause, code, stack } = describeError(error)
    return {
      outcome: 'failed',
      reason: { errorClass, cause, ...(code ? { code } : {}), ...(stack ? { stack } : {}) },
    }
  } finally {
    clearTimeout(timer)
    task.port.close()
  }
}

import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * The id of the `<script type="application/json">` in a prerendered or server-rendered page that
 * holds every class merge its render worked out (see `recordClassMergesInto`).
 */
export const CLASS_MERGES_ID = 'class-merges'

/**
 * Class merges, as the page's own render embedded them: a class list as `clsx` joins it, and
 * what tailwind-merge made of it, or 0 where that is the list unchanged (most are).
 */
export type ClassMerges = Record<string, string | 0>

/** Merges already worked out, from the page's HTML; consulted before tailwind-merge. */
const known = new Map<string, string>()

/** A server render's record of the merges it made, class list to result. */
export type ClassMergeRecorder = Map<string, string>

/**
 * Finds the recorder of the render `cn` is called in: set once by the server's render entry (from
 * its per-render context), never in the browser.
 */
let currentRecorder: () => ClassMergeRecorder | undefined = () => undefined

/**
 * Joins class names and resolves Tailwind conflicts between them, the last one winning (a
 * widget's `className` goes last, so what a page passes overrides the widget's own).
 *
 * tailwind-merge's first call builds its class map, and each class list it has not seen is
 * parsed: on a phone's CPU (Lighthouse's 4× slowed one) 70–220 ms while a page hydrates. A page
 * rendered ahead embeds the merges its render made (`adoptEmbeddedClassMerges`); hydration renders
 * the same lists, finds each one here, and calls tailwind-merge for none of them. A list the page
 * did not render (a menu opened, an error shown) is merged as it always was.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs)
  const merged = known.get(classes)
  if (merged !== undefined) return merged
  const result = twMerge(classes)
  currentRecorder()?.set(classes, result)
  return result
}

/**
 * Builds tailwind-merge's class map now, so that the first class list a page did not embed (the
 * first tap on a select, a chip, a pager after hydration) does not build it in that tap's task:
 * on a phone's CPU (4× slowed) the first merge took 60 ms of a 136 ms select change. Meant for a
 * moment the browser is idle (`AppShell` asks once the page has hydrated).
 */
export function prepareClassMerge(): void {
  twMerge('px-1 px-2')
}

/**
 * Tells `cn` where to record the merges of the render it is called in (the server's render entry
 * keeps one recorder per render in its request context, so renders that overlap never share one).
 */
export function recordClassMergesInto(recorder: () => ClassMergeRecorder | undefined): void {
  currentRecorder = recorder
}

/** A recorder's merges in the form a page embeds. */
export function embeddableMerges(recorder: ClassMergeRecorder): ClassMerges {
  const merges: ClassMerges = {}
  for (const [classes, merged] of recorder) merges[classes] = merged === classes ? 0 : merged
  return merges
}

/** Adds merges to those `cn` knows. A value that is neither a string nor 0 is ignored. */
export function adoptClassMerges(merges: unknown): void {
  if (typeof merges !== 'object' || merges === null || Array.isArray(merges)) return
  for (const [classes, merged] of Object.entries(merges)) {
    if (merged === 0) known.set(classes, classes)
    else if (typeof merged === 'string') known.set(classes, merged)
  }
}

/**
 * Reads the merges the page's HTML embeds (`CLASS_MERGES_ID`), before it hydrates. Without them,
 * or with a block that is not JSON, `cn` merges everything itself, as it would anyway.
 */
export function adoptEmbeddedClassMerges(doc: Document = document): void {
  const block = doc.getElementById(CLASS_MERGES_ID)
  if (!block?.textContent) return
  try {
    adoptClassMerges(JSON.parse(block.textContent))
  } catch {
    // Not JSON: nothing is adopted, and cn merges as it always did.
  }
}

/** Forgets the adopted merges (for tests). */
export function forgetClassMerges(): void {
  known.clear()
}

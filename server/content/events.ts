import { areasOfPaths, type ChangedAreas } from './areas.ts'

export type ContentChange = {
  /** Increases by one on every change in this process. */
  version: number
  /** Content files (relative to the content folder) loaded or removed; empty for admin edits. */
  paths: string[]
  /** What the change touched (caches drop only what they read from these). */
  areas: ChangedAreas
  /** Set when another instance made the change (it reached us through Postgres). */
  from?: string
}
export type ContentListener = (change: ContentChange) => void

let version = 0
const listeners = new Set<ContentListener>()

/** The in-process content version: caches keyed on it never serve data older than a sync. */
export function contentVersion(): number {
  return version
}

/** Calls `listener` after each sync that changed something (and each notifyContentChanged()). Returns the unsubscribe. */
export function onContentChanged(listener: ContentListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Bumps the version and tells every listener; the admin routes call it after their writes (with
 * the areas they wrote), and the change feed with `from` when another instance changed the
 * content. The areas are the paths' unless given; no paths and no areas is a change of all.
 */
export function notifyContentChanged(
  paths: string[] = [],
  from?: string,
  areas: ChangedAreas = areasOfPaths(paths),
): number {
  version += 1
  const change: ContentChange =
    from === undefined ? { version, paths, areas } : { version, paths, areas, from }
  for (const listener of listeners) {
    try {
      listener(change)
    } catch (error) {
      console.error('A content-change listener failed:', error)
    }
  }
  return version
}

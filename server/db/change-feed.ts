import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { areasOfPaths, CONTENT_AREAS, type ChangedAreas } from '../content/areas.ts'
import { notifyContentChanged, onContentChanged, type ContentChange } from '../content/events.ts'
import { driverOf, type Database } from './client.ts'

/**
 * Content changes reach every instance on one Postgres: each change made here (a sync, an admin
 * publish or expire) is announced with NOTIFY, and every instance LISTENs and drops its caches.
 * PGlite has one process per folder, so the in-process signal is all it needs.
 */
export const CONTENT_CHANNEL = 'mzansi_content_changed'

/** Who this process is in the announcements, so it does not clear its caches twice. */
export const INSTANCE_ID = randomUUID()

/** `areas` left out (an older instance's announcement): the paths' areas, or all. */
type Announcement = { from: string; paths: string[]; areas?: ChangedAreas }

/**
 * Announces every local content change on Postgres. Returns the unsubscribe, which resolves once
 * the announcements under way are sent (a CLI closes its pool right after).
 */
export function announceContentChanges(db: Database): () => Promise<void> {
  if (driverOf(db) !== 'postgres') return async () => {}
  const pending = new Set<Promise<unknown>>()
  const unsubscribe = onContentChanged((change: ContentChange) => {
    if (change.from !== undefined) return // it came from another instance
    const payload: Announcement = {
      from: INSTANCE_ID,
      paths: change.paths.slice(0, 50),
      areas: change.areas,
    }
    const sent = db
      .execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${JSON.stringify(payload)})`)
      .catch((error: unknown) =>
        console.error(
          JSON.stringify({
            time: new Date().toISOString(),
            level: 'error',
            message: 'Could not announce a content change to other instances',
            errorClass: (error as Error).constructor.name,
            code: (error as { code?: string }).code,
          }),
        ),
      )
      .finally(() => pending.delete(sent))
    pending.add(sent)
  })
  return async () => {
    unsubscribe()
    await Promise.all(pending)
  }
}

/**
 * The areas an announcement names, read with care (it came over the wire): a list of known areas,
 * else the areas of its paths (all, when it has none or was unreadable).
 */
function readAreas(announcement: Announcement | undefined): ChangedAreas {
  const areas: unknown = announcement?.areas
  if (Array.isArray(areas) && areas.every((area) => CONTENT_AREAS.includes(area as never))) {
    return areas as ChangedAreas
  }
  const paths: unknown = announcement?.paths
  return Array.isArray(paths) && paths.every((path) => typeof path === 'string')
    ? areasOfPaths(paths)
    : 'all'
}

export type ChangeListener = {
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>
  close: () => Promise<void>
}

/**
 * LISTENs on its own connection (a pooled one would be handed to queries). When the connection
 * drops it reconnects, and clears the caches then too, since announcements may have been missed.
 */
export function listenForContentChanges(
  databaseUrl: string,
  log: (message: string, error?: unknown) => void = (message, error) =>
    console.error(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'warn',
        message,
        ...(error ? { errorClass: (error as Error).constructor.name } : {}),
        ...(error ? { code: (error as { code?: string }).code } : {}),
      }),
    ),
): ChangeListener {
  let closed = false
  let client: pg.Client | undefined
  let retryTimer: NodeJS.Timeout | undefined
  let attempt = 0
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolveReady) => {
    markReady = resolveReady
  })

  const connect = async () => {
    if (closed) return
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'mzansi-clearing-listener',
    })
    client = next
    next.on('notification', (message) => {
      if (message.channel !== CONTENT_CHANNEL) return
      let announcement: Announcement | undefined
      try {
        announcement = JSON.parse(message.payload ?? '') as Announcement
      } catch {
        announcement = undefined
      }
      if (announcement?.from === INSTANCE_ID) return
      notifyContentChanged(
        announcement?.paths ?? [],
        announcement?.from ?? 'unknown',
        readAreas(announcement),
      )
    })
    const retry = (error: unknown) => {
      if (closed || client !== next) return
      client = undefined
      next.removeAllListeners('notification')
      void next.end().catch(() => {})
      attempt += 1
      const delay = Math.min(5000, 250 * 2 ** Math.min(attempt, 5))
      log(`Content change listener lost its connection; reconnecting in ${delay} ms`, error)
      retryTimer = setTimeout(() => void connect(), delay)
    }
    next.on('error', retry)
    next.on('end', () => retry(new Error('connection ended')))
    try {
      await next.connect()
      await next.query(`LISTEN ${CONTENT_CHANNEL}`)
      if (attempt > 0) notifyContentChanged([], 'reconnect')
      attempt = 0
      markReady()
    } catch (error) {
      retry(error)
    }
  }
  void connect()

  return {
    ready,
    close: async () => {
      closed = true
      clearTimeout(retryTimer)
      await client?.end().catch(() => {})
    },
  }
}

import { format, parseISO } from 'date-fns'
import { useSyncExternalStore } from 'react'
import type { Talk } from '../../content/company/speakers'

/** A talk's day as a local date (midnight), for the date picker. */
export function talkDate(talk: Pick<Talk, 'date'>): Date {
  return parseISO(talk.date)
}

/** A date as the ISO day (`2026-12-03`) in the visitor's time zone. */
export function isoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd')
}

/**
 * Upcoming talks (today's included), soonest first, and past talks, most recent first. `today`
 * is the visitor's ISO day.
 */
export function splitTalks<T extends Pick<Talk, 'date'>>(
  talks: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  // ISO days sort as strings; not localeCompare, whose first call builds a collator (~40 ms on a
  // phone, while the page hydrates).
  const byDate = [...talks].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  return {
    upcoming: byDate.filter((talk) => talk.date >= today),
    past: byDate.filter((talk) => talk.date < today).reverse(),
  }
}

/** The talks held on one day. */
export function talksOn<T extends Pick<Talk, 'date'>>(talks: readonly T[], day: string): T[] {
  return talks.filter((talk) => talk.date === day)
}

const neverChanges = () => () => {}
const todaySnapshot = () => isoDay(new Date())

/**
 * The visitor's today as an ISO day, or null while rendering on the server (the static pages are
 * built without knowing when they will be read).
 */
export function useToday(): string | null {
  return useSyncExternalStore(neverChanges, todaySnapshot, () => null)
}

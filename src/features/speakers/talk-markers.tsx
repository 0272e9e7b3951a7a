import { isAfter, startOfDay } from 'date-fns'
import { Check, Circle, X } from 'lucide-react'
import { speakersPage } from '../../content/company/speakers'
import { cn } from '../../lib/cn'
import type { DayMarker, MarkedDay } from '../../ui/date-picker'
import type { RsvpReply } from './rsvp-storage'

/** A talk's day as the spec's date picker event date: the visitor's reply, or Pending. */
export interface TalkEvent {
  eventDate: Date
  eventType: RsvpReply | 'Pending'
}

/** The spec's markers: a past talk, one awaiting a reply, one declined, one accepted. */
export type TalkMarkerId = 'old-date' | 'rsvp' | 'not-going' | 'going'

const meanings = speakersPage.finder.markers

function AwaitingReply({ className }: { className?: string }) {
  return (
    <span className={cn('leading-none font-bold', className)} aria-hidden="true">
      ?
    </span>
  )
}

/** A dot, smaller than the other markers whatever size the calendar draws them. */
function Past({ className }: { className?: string }) {
  return <Circle className={cn('fill-current', className, 'size-2')} />
}

export const TALK_MARKERS: Readonly<Record<TalkMarkerId, DayMarker>> = {
  going: { id: 'going', meaning: meanings.going, icon: Check },
  'not-going': { id: 'not-going', meaning: meanings['not-going'], icon: X },
  rsvp: { id: 'rsvp', meaning: meanings.rsvp, icon: AwaitingReply },
  'old-date': { id: 'old-date', meaning: meanings['old-date'], icon: Past },
}

/** The legend's order, which is also the marker a day with two talks shows: the first. */
export const TALK_LEGEND: readonly DayMarker[] = [
  TALK_MARKERS.going,
  TALK_MARKERS['not-going'],
  TALK_MARKERS.rsvp,
  TALK_MARKERS['old-date'],
]

/** The marker of a talk's day: today or earlier is old-date, otherwise its reply (spec). */
export function talkMarker(event: TalkEvent, today: Date): TalkMarkerId {
  if (!isAfter(startOfDay(event.eventDate), startOfDay(today))) return 'old-date'
  if (event.eventType === 'Going') return 'going'
  if (event.eventType === 'NotGoing') return 'not-going'
  return 'rsvp'
}

/** The days the date picker marks: each talk's day with its marker. */
export function markedTalkDays(events: readonly TalkEvent[], today: Date): MarkedDay[] {
  return events.map((event) => ({
    date: event.eventDate,
    marker: TALK_MARKERS[talkMarker(event, today)],
  }))
}

import { Check, CircleHelp, X } from 'lucide-react'
import { speakersPage, type Talk } from '../../content/company/speakers'
import { cn } from '../../lib/cn'
import { formatDate } from '../../lib/formats'
import { Button } from '../../ui/button'
import { ToggleSwitch } from '../../ui/toggle-switch'
import type { RsvpReply } from './rsvp-storage'
import { talkDate } from './talks'

const copy = speakersPage.upcoming
const terms = speakersPage.card.terms

const replyOptions = [
  { value: 'Going', label: 'Going' },
  { value: 'NotGoing', label: 'Not going' },
] as const

const replyIcons = { Going: Check, NotGoing: X, Pending: CircleHelp } as const

/** The id of a talk's card, so the date finder can move the focus to it. */
export function talkCardId(talk: Pick<Talk, 'id'>) {
  return `talk-${talk.id}`
}

export type TalkCardProps = {
  talk: Talk
  /** For an upcoming talk: the visitor's reply (undefined while awaiting one) and how to change it. */
  rsvp?: { reply: RsvpReply | undefined; onReply: (reply: RsvpReply | null) => void }
  isToday?: boolean
}

/** A talk: title, when and where, who speaks, what it is about, and the visitor's reply if upcoming. */
export function TalkCard({ talk, rsvp, isToday = false }: TalkCardProps) {
  const titleId = `${talkCardId(talk)}-title`
  const state = rsvp?.reply ?? 'Pending'
  const ReplyIcon = replyIcons[state]
  const details: [string, React.ReactNode][] = [
    [terms.date, <time dateTime={talk.date}>{formatDate(talkDate(talk))}</time>],
    [terms.format, talk.format],
    [terms.speaker, talk.speaker],
    [terms.event, talk.event],
    [terms.where, talk.location],
  ]
  return (
    <article
      id={talkCardId(talk)}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-slot="talk-card"
      data-talk-id={talk.id}
      data-rsvp={rsvp ? state : undefined}
      className="border-border bg-surface-raised focus:outline-focus flex h-full scroll-mt-24 flex-col gap-4 rounded-lg border p-5 shadow-xs focus:outline-3 focus:outline-offset-2"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="bg-primary/10 text-primary dark:bg-primary/30 dark:text-fg rounded-full px-2.5 py-0.5 text-xs font-semibold">
          {talk.format}
        </span>
        {isToday && (
          <span className="bg-accent text-accent-fg rounded-full px-2.5 py-0.5 text-xs font-semibold">
            {speakersPage.card.today}
          </span>
        )}
      </div>
      <h3 id={titleId} className="text-fg text-lg leading-snug font-semibold text-balance">
        {talk.title}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {details.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="min-w-0 font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted leading-relaxed">{talk.summary}</p>
      {rsvp && (
        <div
          data-slot="talk-rsvp"
          className="border-border mt-auto flex flex-col gap-3 border-t pt-4"
        >
          <p
            data-slot="talk-rsvp-state"
            className={cn(
              'flex items-center gap-2 text-sm font-semibold',
              state === 'Pending' && 'text-muted',
            )}
          >
            <ReplyIcon aria-hidden="true" className="size-4 shrink-0" />
            {copy.replyShown[state]}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <ToggleSwitch
              label={`${copy.replyLabel}: ${talk.title}`}
              options={replyOptions}
              value={rsvp.reply ?? ''}
              onValueChange={(value) => rsvp.onReply(value as RsvpReply)}
            />
            {rsvp.reply && (
              <Button size="sm" onClick={() => rsvp.onReply(null)}>
                {copy.clearReply}
                <span className="sr-only">: {talk.title}</span>
              </Button>
            )}
          </div>
        </div>
      )}
    </article>
  )
}

import { Info } from 'lucide-react'
import { useMemo, useState } from 'react'
import { speakersPage as copy, talks, type Talk } from '../../content/company/speakers'
import { formatDate } from '../../lib/formats'
import { PageIntro } from '../../templates/page-intro'
import { CompanyPageEnd } from '../company/company-page'
import { LinkButton, PageSection, Prose } from '../../templates/page-parts'
import { Button } from '../../ui/button'
import { DatePicker } from '../../ui/date-picker'
import { Spinner } from '../../ui/spinner'
import { useRsvps, type RsvpReply, type Rsvps } from './rsvp-storage'
import { TalkCard, talkCardId } from './talk-card'
import { markedTalkDays, TALK_LEGEND } from './talk-markers'
import { isoDay, splitTalks, talkDate, talksOn, useToday } from './talks'

/** Moves the focus to a talk's card (which scrolls it into view), as the date finder's button does. */
function showTalk(talk: Talk) {
  document.getElementById(talkCardId(talk))?.focus()
}

/** The date picker with a marker on every talk's day; picking a day says which talk is on it. */
function TalkFinder({ today, rsvps }: { today: string; rsvps: Rsvps }) {
  const [picked, setPicked] = useState<Date>()
  const todayDate = useMemo(() => talkDate({ date: today }), [today])
  const markedDays = useMemo(
    () =>
      markedTalkDays(
        talks.map((talk) => ({
          eventDate: talkDate(talk),
          eventType: rsvps[talk.id] ?? 'Pending',
        })),
        todayDate,
      ),
    [rsvps, todayDate],
  )
  const found = picked ? talksOn(talks, isoDay(picked)) : []

  return (
    <div className="flex flex-col gap-4">
      <DatePicker
        label={copy.finder.label}
        value={picked}
        onValueChange={setPicked}
        markedDays={markedDays}
        legend={TALK_LEGEND}
        today={todayDate}
      />
      <div data-slot="talk-finder-result" role="status" className="min-h-6">
        {picked && found.length === 0 && <p className="text-muted">{copy.finder.noTalk}</p>}
        {found.length > 0 && (
          <div className="flex flex-col items-start gap-3">
            <p className="font-semibold">{copy.finder.talkOn(formatDate(picked as Date))}</p>
            <ul className="flex flex-col gap-3">
              {found.map((talk) => (
                <li key={talk.id} className="flex flex-wrap items-center gap-3">
                  <span>
                    {talk.title} ({talk.format}, {talk.location})
                  </span>
                  <Button size="sm" onClick={() => showTalk(talk)}>
                    {copy.finder.show}
                    <span className="sr-only">: {talk.title}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  )
}

function TalkList({
  list,
  today,
  rsvps,
  onReply,
}: {
  list: readonly Talk[]
  today: string
  rsvps?: Rsvps
  onReply?: (id: string, reply: RsvpReply | null) => void
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
      {list.map((talk) => (
        <li key={talk.id} className="min-w-0">
          <TalkCard
            talk={talk}
            isToday={talk.date === today}
            rsvp={
              rsvps && onReply
                ? { reply: rsvps[talk.id], onReply: (reply) => onReply(talk.id, reply) }
                : undefined
            }
          />
        </li>
      ))}
    </ul>
  )
}

/** Reserves the room of the part that needs today's date while the page has not learnt it. */
function Pending({ className }: { className: string }) {
  return (
    <div className={className} aria-busy="true">
      <Spinner label={copy.loading} />
    </div>
  )
}

/**
 * Speakers' Corner: a date finder over every talk, upcoming talks with the visitor's reply kept in
 * this browser, past talks, and how to ask for a speaker. Which talks are upcoming depends on the
 * visitor's today, which is known only in the browser.
 */
export function SpeakersPage() {
  const today = useToday()
  const [rsvps, setReply] = useRsvps()
  const { upcoming, past } = useMemo(
    () => (today ? splitTalks(talks, today) : { upcoming: [], past: [] }),
    [today],
  )

  return (
    <>
      <PageIntro {...copy.intro}>
        <p className="text-muted mt-4 flex max-w-[70ch] items-start gap-2 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {copy.illustrative}
        </p>
      </PageIntro>

      <PageSection
        id="find-a-talk"
        heading={copy.finder.heading}
        lead={copy.finder.lead}
        tone="shaded"
      >
        {today ? <TalkFinder today={today} rsvps={rsvps} /> : <Pending className="h-[5.5rem]" />}
      </PageSection>

      <PageSection id="upcoming" heading={copy.upcoming.heading}>
        <p className="text-muted mb-6 max-w-[70ch] text-sm">{copy.upcoming.replyNote}</p>
        {!today ? (
          <Pending className="h-96" />
        ) : upcoming.length === 0 ? (
          <p data-slot="talks-empty">{copy.upcoming.empty}</p>
        ) : (
          <TalkList list={upcoming} today={today} rsvps={rsvps} onReply={setReply} />
        )}
      </PageSection>

      <PageSection id="past" heading={copy.past.heading} tone="shaded">
        {!today ? (
          <Pending className="h-96" />
        ) : past.length === 0 ? (
          <p data-slot="talks-empty">{copy.past.empty}</p>
        ) : (
          <TalkList list={past} today={today} />
        )}
      </PageSection>

      <PageSection id="ask-for-a-speaker" heading={copy.ask.heading} lead={copy.ask.lead}>
        <Prose>
          <p>{copy.ask.stepsIntro}</p>
          <ol>
            {copy.ask.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="text-muted text-sm">{copy.ask.note}</p>
        </Prose>
        <LinkButton className="mt-6" primary link={copy.ask.link} />
      </PageSection>

      <CompanyPageEnd related={copy.related} callToAction={copy.callToAction} />
    </>
  )
}

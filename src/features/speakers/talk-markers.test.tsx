import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { DatePicker } from '../../ui/date-picker'
import { markedTalkDays, TALK_LEGEND, talkMarker, type TalkEvent } from './talk-markers'

// Tuesday 10 March 2026.
const today = new Date(2026, 2, 10)

const events: TalkEvent[] = [
  { eventDate: new Date(2026, 2, 3), eventType: 'Going' },
  { eventDate: new Date(2026, 2, 10), eventType: 'Pending' },
  { eventDate: new Date(2026, 2, 17), eventType: 'Pending' },
  { eventDate: new Date(2026, 2, 18), eventType: 'NotGoing' },
  { eventDate: new Date(2026, 2, 19), eventType: 'Going' },
]

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

describe("Speakers' Corner day markers", () => {
  it('marks today and earlier old-date, later days by the reply (spec)', () => {
    expect(talkMarker(events[0]!, today)).toBe('old-date')
    expect(talkMarker(events[1]!, today)).toBe('old-date')
    expect(
      talkMarker({ eventDate: new Date(2026, 2, 10, 23, 59), eventType: 'Going' }, today),
    ).toBe('old-date')
    expect(talkMarker(events[2]!, today)).toBe('rsvp')
    expect(talkMarker(events[3]!, today)).toBe('not-going')
    expect(talkMarker(events[4]!, today)).toBe('going')
  })

  it('shows each talk day in the date picker with its marker, meaning and the legend', async () => {
    const user = userEvent.setup()
    render(
      <DatePicker
        label="Talk date"
        today={today}
        markedDays={markedTalkDays(events, today)}
        legend={TALK_LEGEND}
      />,
    )
    await user.click(screen.getByRole('button', { name: /^Talk date, / }))
    const cases = [
      ['Tuesday 3 March 2026, Past event', 'old-date'],
      ['Today, Tuesday 10 March 2026, Past event', 'old-date'],
      ['Tuesday 17 March 2026, Awaiting your reply', 'rsvp'],
      ['Wednesday 18 March 2026, You are not going', 'not-going'],
      ['Thursday 19 March 2026, You are going', 'going'],
    ] as const
    for (const [name, marker] of cases) {
      const day = screen.getByRole('button', { name })
      expect(day).toHaveAttribute('data-marker', marker)
      expect(day.querySelector('[aria-hidden="true"]')).not.toBeNull()
    }
    const legend = screen.getByRole('list', { name: 'What the day markers mean' })
    const items = within(legend).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'You are going',
      'You are not going',
      '?Awaiting your reply',
      'Past event',
    ])
    for (const item of items) expect(item.querySelector('[aria-hidden="true"]')).not.toBeNull()
  })
})

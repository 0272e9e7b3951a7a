import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FORCED_NOTIFICATION_FALLBACK_CLOSE, ForcedNotification } from './forced-notification'

const notice = {
  name: 'Scheduled maintenance',
  description: 'Real-time clearing pauses on Sunday from 01:00 to 03:00.\nBatch files are queued.',
}

describe('ForcedNotification', () => {
  it('is a modal dialog named by its heading and described by its body', () => {
    render(<ForcedNotification {...notice} closeButtonText="Got it" />)
    const dialog = screen.getByRole('dialog', { name: 'Scheduled maintenance' })
    expect(dialog).toHaveAccessibleDescription(/Real-time clearing pauses/)
    expect(screen.getByRole('heading', { name: 'Scheduled maintenance' })).toBeVisible()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('keeps the body’s line breaks', () => {
    render(<ForcedNotification {...notice} closeButtonText="Got it" />)
    const body = screen.getByText(/Real-time clearing pauses/)
    expect(body.textContent).toBe(notice.description)
    expect(body).toHaveClass('whitespace-pre-line')
  })

  it('shows markup in the body as text, never as HTML', () => {
    const hostile = '<script>alert("x")</script> and <b>bold</b>'
    render(<ForcedNotification name="Notice" description={hostile} closeButtonText="Got it" />)
    expect(screen.getByText(hostile)).toBeVisible()
    expect(document.querySelector('[data-slot="forced-notification-body"] script')).toBeNull()
    expect(document.querySelector('[data-slot="forced-notification-body"] b')).toBeNull()
  })

  it('shows the date with its label in d MMMM y only when asked', () => {
    const { rerender } = render(
      <ForcedNotification {...notice} dateCreated="2026-03-05" closeButtonText="Got it" />,
    )
    expect(screen.queryByText(/Date:/)).not.toBeInTheDocument()
    rerender(
      <ForcedNotification
        {...notice}
        showDateTimeStamp
        dateCreated="2026-03-05"
        closeButtonText="Got it"
      />,
    )
    expect(screen.getByText(/Date:/)).toHaveTextContent('Date: 5 March 2026')
  })

  it('calls onAction with the action link', async () => {
    const user = userEvent.setup()
    const onAction = vi.fn()
    render(
      <ForcedNotification
        {...notice}
        actionText="Read the schedule"
        actionLink="/news/maintenance"
        onAction={onAction}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Read the schedule' }))
    expect(onAction).toHaveBeenCalledWith('/news/maintenance')
  })

  it('closes through the close link, by keyboard too', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(<ForcedNotification {...notice} closeButtonText="Got it" onClose={onClose} />)
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closes on Escape and offers a close button when it has neither action nor close text', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(<ForcedNotification {...notice} onClose={onClose} />)
    expect(screen.getByRole('button', { name: FORCED_NOTIFICATION_FALLBACK_CLOSE })).toBeVisible()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('shows no fallback close button when it has a close link or an action', () => {
    render(<ForcedNotification {...notice} actionText="Read the schedule" />)
    expect(
      screen.queryByRole('button', { name: FORCED_NOTIFICATION_FALLBACK_CLOSE }),
    ).not.toBeInTheDocument()
  })

  it('traps Tab between its buttons', async () => {
    const user = userEvent.setup()
    render(
      <ForcedNotification {...notice} actionText="Read the schedule" closeButtonText="Got it" />,
    )
    const dialog = screen.getByRole('dialog')
    for (let index = 0; index < 3; index += 1) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('gives focus back where it was when closed, and to the page’s main content when it was nowhere', async () => {
    const user = userEvent.setup()
    function Page({ open, withLink }: { open: boolean; withLink: boolean }) {
      return (
        <>
          {withLink && <a href="/services">Services</a>}
          <main tabIndex={-1}>Page</main>
          <ForcedNotification {...notice} open={open} closeButtonText="Got it" />
        </>
      )
    }
    const { rerender, unmount } = render(<Page open={false} withLink />)
    screen.getByRole('link', { name: 'Services' }).focus()
    rerender(<Page open withLink />)
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus()
    rerender(<Page open={false} withLink />)
    // Radix moves focus out of a closed dialog in a task of its own.
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Services' })).toHaveFocus())
    unmount()

    // Opened as the page loads: nothing had focus.
    const again = render(<Page open={false} withLink={false} />)
    ;(document.activeElement as HTMLElement | null)?.blur()
    again.rerender(<Page open withLink={false} />)
    await user.keyboard('{Enter}')
    again.rerender(<Page open={false} withLink={false} />)
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')))
  })
})

import { useState } from 'react'
import { Button } from './button'
import type { WidgetExamples } from './examples'
import { ForcedNotification, type ForcedNotificationProps } from './forced-notification'

const maintenance = {
  name: 'Scheduled maintenance on Sunday',
  description:
    'Real-time clearing pauses on Sunday 8 March from 01:00 to 03:00.\nBatch files received in that window are queued and processed from 03:00.\n\nCard switching is not affected.',
}

function NotificationDemo({
  label,
  ...props
}: { label: string } & Omit<ForcedNotificationProps, 'open' | 'onClose' | 'onAction'>) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <ForcedNotification
          {...props}
          onAction={() => setOpen(false)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}

export default {
  widget: 'Forced notification',
  examples: [
    {
      name: 'Full notification',
      description:
        'Date, heading, body with its line breaks, an action and a close link; focus stays inside until it closes.',
      render: () => (
        <NotificationDemo
          label="Show the maintenance notice"
          {...maintenance}
          showDateTimeStamp
          dateCreated="2026-03-02"
          actionText="Read the maintenance schedule"
          actionLink="/news"
          closeButtonText="Remind me later"
        />
      ),
    },
    {
      name: 'Without action or close text',
      description: 'A Close button stands in, and Escape closes it too: nobody is ever trapped.',
      render: () => (
        <NotificationDemo
          label="Show the holiday notice"
          name="Public holiday: 27 April"
          description={
            'Freedom Day is not a business day.\nPayments dated 27 April settle on 28 April.'
          }
        />
      ),
    },
  ],
} satisfies WidgetExamples

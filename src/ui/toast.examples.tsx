import type { WidgetExamples } from './examples'
import { Button } from './button'
import { notify } from './toast'

const eftRun = {
  badge: 'EFT clearing',
  title: 'Same-day EFT window closes at 15:30',
  message: 'Submit outstanding batches before the cut-off to settle today.',
}

export default {
  widget: 'Toast',
  examples: [
    {
      name: 'Notification with actions',
      description:
        'Announced politely; press Alt+T to move focus into the toasts, then Tab to its buttons.',
      render: () => (
        <Button
          variant="primary"
          onClick={() =>
            notify.message({
              ...eftRun,
              actions: [
                { label: 'View schedule', value: 'schedule' },
                { label: 'Remind me', value: 'remind' },
              ],
            })
          }
        >
          Show EFT cut-off notice
        </Button>
      ),
    },
    {
      name: 'Auto-dismiss after 5 seconds',
      description: 'Fades out after the given duration and is removed 750 ms later.',
      render: () => (
        <Button
          onClick={() =>
            notify.message({
              badge: 'Real-time clearing',
              title: 'Payment confirmed',
              message: 'R 12 500.00 reached the beneficiary bank in 8 seconds.',
              duration: 5_000,
            })
          }
        >
          Show a 5-second toast
        </Button>
      ),
    },
    {
      name: 'More than 3 actions',
      description: 'Only the first 3 actions are kept; the console warns about the others.',
      render: () => (
        <Button
          onClick={() =>
            notify.message({
              badge: 'Debit orders',
              title: 'Authenticated collections report ready',
              message: 'The report for the 25th run is ready to download.',
              actions: ['Download', 'Share', 'Archive', 'Print', 'Email'].map((label) => ({
                label,
                value: label.toLowerCase(),
              })),
            })
          }
        >
          Show a toast with 5 actions
        </Button>
      ),
    },
    {
      name: 'Own close words and line breaks',
      description:
        'The close button says the words given ("Not now"); the line breaks in the message are kept.',
      render: () => (
        <Button
          onClick={() =>
            notify.message({
              badge: 'Data insights',
              title: 'New: net salary index',
              message:
                'A monthly net salary index, with a chart and a table of the series.\nThe series shown is illustrative.',
              closeLabel: 'Not now',
            })
          }
        >
          Show the net salary index notice
        </Button>
      ),
    },
    {
      name: 'Dismiss all',
      description: 'Dismisses every toast, one every 100 ms.',
      render: () => <Button onClick={() => notify.dismissAll()}>Dismiss all toasts</Button>,
    },
  ],
} satisfies WidgetExamples

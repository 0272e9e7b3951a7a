import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../toast.examples'
import { Toaster } from '../toast'

describeTranscripts('toast', examples, [
  {
    title: 'Press the button, hear the notification, wait until it closes itself',
    example: 'Auto-dismiss after 5 seconds',
    steps: [{ press: 'Tab' }, { press: 'Enter' }, { wait: 5000 }, { wait: 750 }],
    wrap: (example) => (
      <>
        {example}
        <Toaster />
      </>
    ),
  },
])

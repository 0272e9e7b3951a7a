import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../load-error.examples'

describeTranscripts('load-error', examples, [
  {
    title: 'Read the error, Tab to Try again, press it, wait for the retry',
    example: 'With a retry button',
    steps: [
      { read: 'next' },
      { read: 'next' },
      { press: 'Tab' },
      { press: 'Enter' },
      { wait: 1500 },
    ],
  },
])

import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../dialog.examples'

describeTranscripts('dialog', examples, [
  {
    title: 'Open the dialog, Tab through it, close it with Escape',
    example: 'A form with its own footer',
    steps: [
      { press: 'Tab' },
      { press: 'Enter' },
      { wait: 550 },
      { press: 'Tab' },
      { press: 'Tab' },
      { press: 'Escape' },
      { wait: 550 },
    ],
  },
])

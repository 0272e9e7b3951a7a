import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../modal-dialog.examples'

describeTranscripts('modal-dialog', examples, [
  {
    title: 'Open the dialog, Tab inside it, close it with Escape',
    example: 'Slider',
    steps: [
      { press: 'Tab' },
      { press: 'Enter' },
      { wait: 550 },
      { press: 'Tab' },
      { press: 'Escape' },
    ],
  },
])

import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../forced-notification.examples'

describeTranscripts('forced-notification', examples, [
  {
    title: 'Open the notice, Tab through it, close it with Escape',
    example: 'Full notification',
    steps: [{ press: 'Tab' }, { press: 'Enter' }, { press: 'Tab' }, { press: 'Escape' }],
  },
])

import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../spinner.examples'

describeTranscripts('spinner', examples, [
  {
    title: 'Read the spinner',
    example: 'Default',
    steps: [{ read: 'next' }, { read: 'next' }],
  },
])

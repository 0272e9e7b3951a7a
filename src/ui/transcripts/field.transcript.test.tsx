import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../field.examples'

describeTranscripts('field', examples, [
  {
    title: 'Tab to a field whose hint and error sit in the team’s own components',
    example: 'Parts inside your own components',
    steps: [{ press: 'Tab' }],
  },
])

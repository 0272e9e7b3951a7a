import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../textarea.examples'

describeTranscripts('textarea', examples, [
  {
    title: 'Tab to the field with a limit and type a message',
    example: 'With a character limit',
    steps: [{ press: 'Tab' }, { type: 'Please call me back' }],
  },
  {
    title: 'Tab to a field with an error',
    example: 'Invalid with its message',
    steps: [{ press: 'Tab' }],
  },
])

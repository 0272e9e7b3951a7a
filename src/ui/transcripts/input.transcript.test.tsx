import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../input.examples'

describeTranscripts('input', examples, [
  {
    title: 'Tab to the field and type a company name',
    example: 'Default',
    steps: [{ press: 'Tab' }, { type: 'Protea Bank' }],
  },
  {
    title: 'Tab to a field with an error',
    example: 'Invalid with its message',
    steps: [{ press: 'Tab' }],
  },
])

import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../option-picker.examples'

describeTranscripts('option-picker', examples, [
  {
    title: 'Tab to the options, move to the next one, choose it',
    example: 'Default',
    steps: [{ press: 'Tab' }, { press: 'ArrowRight' }, { press: ' ' }],
  },
])

import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../radio-group.examples'

describeTranscripts('radio-group', examples, [
  {
    title: 'Tab into the group, move to the next option with Arrow Down',
    example: 'Default',
    steps: [{ press: 'Tab' }, { press: 'ArrowDown' }, { press: 'ArrowDown' }],
  },
  {
    title: 'Tab to a group with an error',
    example: 'Invalid with its message',
    steps: [{ press: 'Tab' }],
  },
])

import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../switch.examples'

describeTranscripts('switch', examples, [
  {
    title: 'Tab to the switch, turn it on with Space',
    example: 'Off',
    steps: [{ press: 'Tab' }, { press: ' ' }],
  },
  {
    title: 'Tab to a switch with a hint',
    example: 'With a hint',
    steps: [{ press: 'Tab' }],
  },
])

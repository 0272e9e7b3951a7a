import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../toggle-switch.examples'

describeTranscripts('toggle-switch', examples, [
  {
    title: 'Tab to the toggle, move to the other option, choose it',
    example: 'Light theme (default)',
    steps: [{ press: 'Tab' }, { press: 'ArrowRight' }, { press: ' ' }],
  },
])

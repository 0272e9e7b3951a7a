import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../accordion.examples'

describeTranscripts('accordion', examples, [
  {
    title: 'Tab to the first heading, open it with Enter, move to the next heading, open it',
    example: 'Panel, all closed',
    steps: [{ press: 'Tab' }, { press: 'Enter' }, { press: 'ArrowDown' }, { press: 'Enter' }],
  },
])

import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../select.examples'

describeTranscripts('select', examples, [
  {
    title: 'Tab to the select, open it, move down, choose with Enter',
    example: 'Items with an icon',
    steps: [{ press: 'Tab' }, { press: 'Enter' }, { press: 'ArrowDown' }, { press: 'Enter' }],
  },
])

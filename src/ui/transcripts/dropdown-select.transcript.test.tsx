import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../dropdown-select.examples'

describeTranscripts('dropdown-select', examples, [
  {
    title: 'Tab to the select, open the list, move down, choose with Enter',
    example: 'Default',
    steps: [{ press: 'Tab' }, { press: 'ArrowDown' }, { press: 'ArrowDown' }, { press: 'Enter' }],
  },
  {
    title: 'Tab to a select with an error',
    example: 'Invalid with its message',
    steps: [{ press: 'Tab' }],
  },
])

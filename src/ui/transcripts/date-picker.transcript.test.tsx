import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../date-picker.examples'

describeTranscripts('date-picker', examples, [
  {
    title: 'Tab to the field, open the calendar, move a day on, choose it',
    example: 'Default',
    steps: [{ press: 'Tab' }, { press: 'Enter' }, { press: 'ArrowRight' }, { press: 'Enter' }],
    today: '2026-03-10T10:00:00Z',
  },
  {
    title: 'Tab to a field with an error',
    example: 'Invalid with its message',
    steps: [{ press: 'Tab' }],
    today: '2026-03-10T10:00:00Z',
  },
])

import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../form-field.examples'

describeTranscripts('form-field', examples, [
  {
    title: 'Tab to a required field',
    example: 'Required',
    steps: [{ press: 'Tab' }],
  },
  {
    title: 'Tab to a field with an error',
    example: 'Invalid with its message',
    steps: [{ press: 'Tab' }],
  },
  {
    title: 'Tab to Send, submit the empty form, land on the first error',
    example: 'With react-hook-form',
    steps: [
      { press: 'Tab' },
      { press: 'Tab' },
      { press: 'Tab' },
      { press: 'Tab' },
      { press: 'Enter' },
    ],
  },
])

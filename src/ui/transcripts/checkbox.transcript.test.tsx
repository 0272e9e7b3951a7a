import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../checkbox.examples'

describeTranscripts('checkbox', examples, [
  {
    title: 'Tab to the checkbox, check it with Space, uncheck it with Space',
    example: 'Default',
    steps: [{ press: 'Tab' }, { press: ' ' }, { press: ' ' }],
  },
  {
    title: 'Tab through the group, check DebiCheck mandates and hear the selection change',
    example: 'Group sharing one selection',
    steps: [{ press: 'Tab' }, { press: 'Tab' }, { press: ' ' }],
  },
])

import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../button.examples'

describeTranscripts('button', examples, [
  {
    title: 'Tab to a button that loads for three seconds, press Enter, wait',
    example: 'Loading on click',
    steps: [{ press: 'Tab' }, { press: 'Enter' }, { wait: 3000 }],
  },
  {
    title: 'Tab to a link that looks like a button',
    example: 'Link styled as a button',
    steps: [{ press: 'Tab' }],
  },
])

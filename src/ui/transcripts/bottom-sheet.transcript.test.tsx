import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../bottom-sheet.examples'

describeTranscripts('bottom-sheet', examples, [
  {
    title: 'Tab to the button, open the sheet with Enter, close it with Escape',
    example: 'Short sheet',
    steps: [{ press: 'Tab' }, { press: 'Enter' }, { press: 'Escape' }],
  },
])

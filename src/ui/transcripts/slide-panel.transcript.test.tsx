import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../slide-panel.examples'

describeTranscripts('slide-panel', examples, [
  {
    title: 'Tab to the button, open the panel, close it with Escape',
    example: 'Default',
    steps: [{ press: 'Tab' }, { press: 'Enter' }, { press: 'Escape' }],
  },
])

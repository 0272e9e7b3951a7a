import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../scroll-notches.examples'

describeTranscripts('scroll-notches', examples, [
  {
    title: 'Tab along the notches, go to a section with Enter',
    example: 'Services overview',
    routerPath: '/',
    steps: [{ press: 'Tab' }, { press: 'Tab' }, { press: 'Enter' }, { wait: 250 }],
  },
])

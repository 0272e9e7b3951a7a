import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../lazy-loader.examples'

describeTranscripts('lazy-loader', examples, [
  {
    title: 'Tab to Load more, press Enter, wait for the branches',
    example: 'Loads on scroll or with the button',
    steps: [{ press: 'Tab' }, { press: 'Enter' }, { wait: 900 }],
  },
])

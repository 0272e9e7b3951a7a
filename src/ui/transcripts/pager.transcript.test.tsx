import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../pager.examples'

describeTranscripts('pager', examples, [
  {
    title: 'Tab past Previous page to page 1, go to it with Enter',
    example: 'Many pages, in the middle',
    steps: [{ press: 'Tab' }, { press: 'Tab' }, { press: 'Enter' }],
  },
])

import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../africa-map.examples'

describeTranscripts('africa-map', examples, [
  {
    title: 'Tab into the map, move to the next country, choose it with Enter',
    example: 'Default selection',
    steps: [{ press: 'Tab' }, { press: 'ArrowRight' }, { press: 'Enter' }],
  },
])

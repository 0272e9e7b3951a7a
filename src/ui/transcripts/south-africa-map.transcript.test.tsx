import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../south-africa-map.examples'

describeTranscripts('south-africa-map', examples, [
  {
    title: 'Tab into the map, move to the next province, choose it with Enter',
    example: 'Default',
    steps: [{ press: 'Tab' }, { press: 'ArrowRight' }, { press: 'Enter' }],
  },
])

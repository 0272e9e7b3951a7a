import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../line-chart.examples'

describeTranscripts('line-chart', examples, [
  {
    title: 'Read the chart with the reading cursor',
    example: 'Economic transactions index (illustrative)',
    steps: [
      { read: 'next' },
      { read: 'next' },
      { read: 'next' },
      { read: 'next' },
      { read: 'next' },
      { read: 'next' },
    ],
  },
])

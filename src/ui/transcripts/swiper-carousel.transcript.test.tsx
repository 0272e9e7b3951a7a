import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../swiper-carousel.examples'

describeTranscripts('swiper-carousel', examples, [
  {
    title: 'Read the carousel and its first slide with the reading cursor',
    example: 'Slides without titles',
    steps: [
      { read: 'next' },
      { read: 'next' },
      { read: 'next' },
      { read: 'next' },
      { read: 'next' },
    ],
  },
])

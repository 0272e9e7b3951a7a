import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../anchor.examples'

describeTranscripts('anchor', examples, [
  {
    title: 'Tab to a link to another page of the site',
    example: 'Internal link',
    steps: [{ press: 'Tab' }],
    routerPath: '/test-button',
  },
  {
    title: 'Tab to the link to the page you are on',
    example: 'Link to the current page',
    steps: [{ press: 'Tab' }],
    routerPath: '/test-button',
  },
  {
    title: 'Tab to a link that opens a new tab',
    example: 'External link, new tab',
    steps: [{ press: 'Tab' }],
  },
])

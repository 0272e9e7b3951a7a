import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../field.examples'

describeTranscripts('field', examples, [
  {
    title: 'Tab to a field whose hint and error sit in the team’s own components',
    example: 'Parts inside your own components',
    steps: [{ press: 'Tab' }],
  },
  {
    title: 'Tab to a cmdk search input inside FieldControl: the field’s label is its name',
    example: 'FieldControl around a control that names itself',
    steps: [{ press: 'Tab' }],
  },
])

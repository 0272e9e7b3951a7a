import { describe, expect, it } from 'vitest'
import { describeTranscripts } from '../../test-utils/screen-reader-transcript'
import examples from '../radio-group.examples'
import transcript from './radio-group.transcript.json'

describeTranscripts('radio-group', examples, [
  {
    title: 'Tab into the group, move to the next option with Arrow Down',
    example: 'Default',
    steps: [{ press: 'Tab' }, { press: 'ArrowDown' }, { press: 'ArrowDown' }],
  },
  {
    title: 'Tab to a group with an error',
    example: 'Invalid with its message',
    steps: [{ press: 'Tab' }],
  },
])

describe('radio-group: the stored transcript is what Chromium does', () => {
  it('speaks each radio reached with Arrow Down as checked, since the arrow checks it', () => {
    const [arrowScenario] = transcript.scenarios
    expect(arrowScenario?.steps).toEqual(['Press Tab', 'Press Arrow Down', 'Press Arrow Down'])
    const reached = arrowScenario?.phrases.filter((phrase) =>
      /Western Cape|KwaZulu-Natal/.test(phrase),
    )
    expect(reached).toEqual([
      'radio, Western Cape, western-cape, checked, position 2, set size 3',
      'radio, KwaZulu-Natal, kwazulu-natal, checked, position 3, set size 3',
    ])
  })
})

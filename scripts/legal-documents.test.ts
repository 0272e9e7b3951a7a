// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contactTopicLabels } from '../src/content/contact.ts'
import { parseLegalDocument, readLegalDocuments } from './legal-documents.ts'

const FRONT = [
  '---',
  'title: Terms of use',
  "summary: These terms govern the website's use.",
  'updated: 2026-11-01',
  'callToAction:',
  '  heading: Questions?',
  '  text: E-mail {contactEmail}.',
  '  links:',
  '    - { label: Contact us, path: /contact-us }',
  "description: What you may do with this website's pages and documents, and what we are responsible for.",
  '---',
]

const parse = (body: string[], front = FRONT) =>
  parseLegalDocument([...front, '', ...body, ''].join('\n'), 'content/legal/test.md')

describe('parseLegalDocument', () => {
  it('reads the front matter, with typographic quotes, and each ## section with its id', () => {
    const document = parse([
      '## Who we are {#who-we-are}',
      '',
      "We're a clearing house -- in South Africa.",
      '',
      '## Your "rights"',
      '',
      'Ask us.',
    ])
    expect(document).toEqual({
      title: 'Terms of use',
      summary: 'These terms govern the website’s use.',
      description:
        'What you may do with this website’s pages and documents, and what we are responsible for.',
      updated: '2026-11-01',
      documents: false,
      callToAction: {
        heading: 'Questions?',
        text: 'E-mail {contactEmail}.',
        links: [{ label: 'Contact us', path: '/contact-us' }],
      },
      sections: [
        {
          id: 'who-we-are',
          heading: 'Who we are',
          blocks: ['We’re a clearing house – in South Africa.'],
        },
        { id: 'your-rights', heading: 'Your “rights”', blocks: ['Ask us.'] },
      ],
    })
  })

  it('reads a lead, subsections, lists, details, notices and links', () => {
    const [section] = parse([
      '## Fees {#fees}',
      '',
      '*What a request costs.*',
      '',
      'Read our [privacy statement](/privacy-statement) and the "[guide](https://inforegulator.org.za/)".',
      '',
      '### Request fee {#request-fee}',
      '',
      '- a request fee;',
      '- an access fee.',
      '',
      '1. Complete the form.',
      '2. Send it.',
      '',
      '- **E-mail:** [{contactEmail}](mailto:{contactEmail}?subject=PAIA), with the subject',
      '- **Where we are:** Johannesburg',
      '',
      '> Please read this section carefully.',
    ]).sections
    expect(section).toEqual({
      id: 'fees',
      heading: 'Fees',
      lead: 'What a request costs.',
      blocks: [
        [
          'Read our ',
          { label: 'privacy statement', path: '/privacy-statement' },
          ' and the “',
          { label: 'guide', path: 'https://inforegulator.org.za/' },
          '”.',
        ],
      ],
      subsections: [
        {
          id: 'request-fee',
          heading: 'Request fee',
          blocks: [
            { list: ['a request fee;', 'an access fee.'] },
            { list: ['Complete the form.', 'Send it.'], ordered: true },
            {
              details: [
                {
                  term: 'E-mail',
                  text: [
                    {
                      label: '{contactEmail}',
                      path: 'mailto:{contactEmail}?subject=PAIA',
                    },
                    ', with the subject',
                  ],
                },
                { term: 'Where we are', text: 'Johannesburg' },
              ],
            },
            { notice: 'Please read this section carefully.' },
          ],
        },
      ],
    })
  })

  it.each([
    [['title: Terms'], 'content/legal/test.md:2: front matter: summary is missing'],
    [
      [...FRONT.slice(1, 3), 'updated: 1 November 2026', ...FRONT.slice(4, -1)],
      'content/legal/test.md:4: front matter: updated must be a real date YYYY-MM-DD',
    ],
    [
      [...FRONT.slice(1, 3), 'updated: 2026-02-30', ...FRONT.slice(4, -1)],
      'content/legal/test.md:4: front matter: updated must be a real date YYYY-MM-DD',
    ],
    [
      [...FRONT.slice(1, -1), 'version: 2.0'],
      "content/legal/test.md:11: front matter: version must be text: put it in quotes ('2.0')",
    ],
    [FRONT.slice(1, -2), 'content/legal/test.md:2: front matter: description is missing'],
    [
      [...FRONT.slice(1, -2), 'description: Too short.'],
      'content/legal/test.md:10: front matter: description must be at least 70 characters',
    ],
    [
      [...FRONT.slice(1, -1), 'author: me'],
      'content/legal/test.md:2: front matter: unknown field "author"',
    ],
    [
      [...FRONT.slice(1, -1), 'summary: [unclosed'],
      'content/legal/test.md:11: the front matter is not valid YAML',
    ],
  ])('refuses malformed front matter: %j', (front, message) => {
    expect(() => parse(['## A', '', 'Text.'], ['---', ...front, '---'])).toThrow(message)
  })

  it('refuses a file without front matter', () => {
    expect(() => parseLegalDocument('## A\n\nText.\n', 'content/legal/test.md')).toThrow(
      'content/legal/test.md:1: the file must start with front matter between two "---" lines',
    )
  })

  it.each([
    [['Text first.'], ':13: the text must start with a ## section heading'],
    [['## A', '', '#### Deep'], ':15: use ## for a section and ### for a part of one'],
    [['## A {#a}', '', 'Text.', '', '## B {#a}', '', 'Text.'], ':17: the id "a" is used twice'],
    [['## A {#Not An Id}', '', 'Text.'], 'the id "Not An Id" must be kebab-case'],
    [['## A', '', '## B', '', 'Text.'], ':13: the section is empty'],
    [['## A', '', '```', 'code', '```'], ':15: a code block is not supported'],
    [['## A', '', '| a |', '| - |', '| b |'], ':15: a table is not supported'],
    [
      ['## A', '', 'Some **bold** words.'],
      '**bold** and *italics* (except a details term or a lead)',
    ],
    [['## A', '', 'Run `npm`.'], '`code` is not supported'],
    [['## A', '', '- one', '  - nested'], 'a list item must be one line of text'],
    [['## A', '', '[x](javascript:alert(1))'], 'the link to "javascript:alert(1)" must be a path'],
    [['## A', '', 'E-mail {email}.'], 'unknown placeholder {email}: use {contactEmail}'],
    [[], 'the document has no ## sections'],
  ])('refuses %j', (body, message) => {
    expect(() => parse(body)).toThrow(message)
  })
})

describe('the legal documents in content/legal/', () => {
  const documents = readLegalDocuments()

  it('are the privacy statement, the terms of use and the PAIA manual', () => {
    expect(Object.keys(documents)).toEqual(['paia-manual', 'privacy-statement', 'terms-of-use'])
  })

  it('name only subjects the contact form offers', () => {
    const text = JSON.stringify(documents)
    const named = [...text.matchAll(/choose “([^”]+)” as the subject/g)].map((match) => match[1])
    expect(named.length).toBeGreaterThan(0)
    for (const subject of named) expect(Object.values(contactTopicLabels)).toContain(subject)
  })

  it('use typographic quotes and dashes in their text', () => {
    const text = JSON.stringify(
      Object.values(documents).map(({ sections, title, summary }) => [title, summary, sections]),
    )
    expect(text).not.toMatch(/[A-Za-z]'[A-Za-z]|\\"|--/)
  })
})

import { contactTopicLabels } from './contact'
import type { LegalLink, LegalPageContent } from './legal'
import { site } from './site'

const contactPage: LegalLink = { label: 'contact form', path: '/contact-us' }
const contactEmail: LegalLink = {
  label: site.contactEmail,
  path: `mailto:${site.contactEmail}?subject=${encodeURIComponent('Website accessibility')}`,
}
const wcag: LegalLink = {
  label: 'Web Content Accessibility Guidelines (WCAG) 2.2',
  path: 'https://www.w3.org/TR/WCAG22/',
}

/**
 * The accessibility statement, in the form public bodies publish: the standard aimed for, how
 * the site is tested, what is known not to work yet (with dates), and how to report a problem.
 * Keep "Known limitations" true: remove an entry when its fix ships, add one when a defect is found.
 */
export const accessibilityStatement: LegalPageContent = {
  intro: {
    heading: 'Accessibility statement',
    intro: `We want everyone who visits the ${site.name} website to be able to use it: on a phone or a computer, with a keyboard, a screen reader, a magnifier or voice control, in a high-contrast mode or with animations turned off. This statement says which standard we aim for, how we test the site, what we know does not work well yet, and how to tell us about a problem.`,
    description:
      'The accessibility standard we aim for, how we test the site with automated and keyboard checks, what does not work well yet, and how to report a problem.',
  },
  updated: '2026-11-25',
  sections: [
    {
      id: 'scope',
      heading: 'What this statement covers',
      blocks: [
        `It covers the pages of this website and the documents it lists. It does not cover the member portal that the Login link opens, or other websites we link to: those have their own owners.`,
      ],
    },
    {
      id: 'standard',
      heading: 'The standard we aim for',
      blocks: [
        ['We aim to meet the ', wcag, ' at level AA, the level most public bodies work to.'],
        'In practice that means you should be able to:',
        {
          list: [
            'reach and use every link, button, menu and form field with the keyboard alone, and always see where the keyboard focus is;',
            'use the site with a screen reader: pages have headings and landmarks, controls have names, and changes such as search results and form errors are announced;',
            'zoom to 400% or use a screen 320 pixels wide without scrolling sideways to read a line;',
            'read text with enough contrast in the light and the dark theme, and see every state (selected, current, pressed, focused) in Windows high-contrast mode;',
            'stop or avoid movement: carousels never move by themselves, and animations are cut short when your device asks for reduced motion;',
            'drag nothing: anything that can be dragged or swiped also has buttons.',
          ],
        },
      ],
    },
    {
      id: 'testing',
      heading: 'How we test the website',
      lead: 'Every change to the website runs these checks before it is published, and fails if any of them finds a problem.',
      blocks: [
        {
          list: [
            'axe-core (WCAG 2.0, 2.1 and 2.2 at levels A and AA, and its best-practice rules) on every page, in the light and the dark theme, at a desktop width (1280 pixels) and a phone width (375 pixels), with the menus, the site search and the dialogs open, and on every example of every widget in our widget library.',
            'IBM’s Equal Access checker with its WCAG 2.2 rules, on every page: at the desktop width in both themes, and at the phone width.',
            'html-validate, for HTML that follows the standard and for its accessibility rules, on the HTML our server sends and on the pages the browser builds.',
            'Keyboard tests that move through the menus, the search, the forms, the dialogs and the widgets with the keys a visitor would use, and check that focus is never hidden under a sticky bar or an open panel.',
            'Forced-colours (high-contrast) tests that check each widget’s selected, current, pressed and focused states stay visible.',
            'Tests of the names a screen reader gets from the page as our server sends it, before any script has run.',
          ],
        },
        'We also review screenshots of every page at both widths in both themes by eye.',
        'Automated checks and scripted keyboard tests find many problems but not all of them. We have not yet tested the website by hand with a screen reader; the names and roles a screen reader would announce are checked through the browser’s accessibility tree. When we test with a screen reader and browser pair, we will list it here.',
      ],
    },
    {
      id: 'known-limitations',
      heading: 'Known limitations',
      lead: 'What we know does not yet work as well as it should, with the date we found it.',
      blocks: [
        {
          list: [
            'The PDF documents we publish (found 25 November 2026): we have not checked them against the standard above. If a document is hard to use, ask us for it in another format.',
            'Screen readers (found 25 November 2026): the website has not yet been tested by hand with a screen reader (see How we test the website).',
          ],
        },
      ],
    },
    {
      id: 'report-a-problem',
      heading: 'Tell us about a problem',
      blocks: [
        [
          'If something on this website is hard or impossible for you to use, please tell us through our ',
          contactPage,
          `: choose “${contactTopicLabels.accessibility}” as the subject. You can also e-mail `,
          contactEmail,
          '.',
        ],
        'It helps us if you say which page you were on, what you were trying to do, and what you use to browse (for example the browser, a screen reader or a magnifier). We will reply, and tell you what we will change and when.',
        'If you need information from a page or a document in another format, ask in the same way and we will send it to you.',
      ],
    },
  ],
  callToAction: {
    heading: 'Found something we missed?',
    text: 'Tell us which page and what went wrong, and we will put it right.',
    links: [{ label: 'Contact us', path: '/contact-us' }],
  },
}

import { createFileRoute } from '@tanstack/react-router'
import { legal } from '../content/legal'
import { PageIntro } from '../shell/page-intro'

export const Route = createFileRoute('/privacy-statement')({
  staticData: {
    title: 'Privacy Statement',
    keywords: [
      'privacy',
      'privacy statement',
      'privacy policy',
      'POPIA',
      'POPI Act',
      'personal information',
      'data protection',
      'cookies',
      'information officer',
      'data subject rights',
    ],
  },
  component: () => <PageIntro {...legal.privacyStatement} />,
})

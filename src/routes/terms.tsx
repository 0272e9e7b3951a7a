import { createFileRoute } from '@tanstack/react-router'
import { legal } from '../content/legal'
import { PageIntro } from '../shell/page-intro'

export const Route = createFileRoute('/terms')({
  staticData: {
    title: 'Terms of Use',
    keywords: [
      'terms',
      'terms of use',
      'terms and conditions',
      'T&Cs',
      'legal',
      'disclaimer',
      'website terms',
      'copyright',
      'intellectual property',
      'conditions of use',
    ],
  },
  component: () => <PageIntro {...legal.terms} />,
})

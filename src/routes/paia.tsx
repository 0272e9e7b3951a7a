import { createFileRoute } from '@tanstack/react-router'
import { legal } from '../content/legal'
import { PageIntro } from '../shell/page-intro'

export const Route = createFileRoute('/paia')({
  staticData: {
    title: 'PAIA',
    keywords: [
      'PAIA',
      'PAIA manual',
      'Promotion of Access to Information Act',
      'access to information',
      'request records',
      'information officer',
      'records request',
      'Act 2 of 2000',
      'form 2',
      'access request fees',
    ],
  },
  component: () => <PageIntro {...legal.paia} />,
})

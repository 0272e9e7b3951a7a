import { createFileRoute } from '@tanstack/react-router'
import { services } from '../../content/services'
import { PageIntro } from '../../shell/page-intro'

export const Route = createFileRoute('/services/authenticated-collections')({
  staticData: {
    title: 'Authenticated Collections (DebiCheck)',
    keywords: [
      'DebiCheck',
      'authenticated collections',
      'debit order',
      'debit mandate',
      'approve debit order',
      'mandate',
      'debit order fraud',
      'collections',
      'confirm debit order',
      'unauthorised debit order',
    ],
  },
  component: () => <PageIntro {...services.authenticatedCollections} />,
})

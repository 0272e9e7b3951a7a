import { createFileRoute } from '@tanstack/react-router'
import { detail, service } from '../../content/services/authenticated-collections'
import { ServicePage } from '../../features/services/service-page'

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
    description: service.summary,
  },
  component: () => <ServicePage detail={detail} />,
})

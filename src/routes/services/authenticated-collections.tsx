import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/authenticated-collections'
import { ServicePage } from '../../features/services/service-page'
import { services } from '../../content/services'

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
    description: services.authenticatedCollections.summary,
  },
  component: () => <ServicePage detail={detail} />,
})

import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/tcib'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/transactions-cleared-on-an-immediate-basis')({
  staticData: {
    title: 'Transactions Cleared on an Immediate Basis (TCIB)',
  },
  component: () => <ServicePage detail={detail} />,
})

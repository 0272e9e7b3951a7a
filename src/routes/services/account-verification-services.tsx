import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/account-verification'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/account-verification-services')({
  staticData: {
    title: 'Account Verification Services (AVS)',
  },
  component: () => <ServicePage detail={detail} />,
})

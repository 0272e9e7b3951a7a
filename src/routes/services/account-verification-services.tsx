import { createFileRoute } from '@tanstack/react-router'
import { detail, service } from '../../content/services/account-verification'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/account-verification-services')({
  staticData: {
    title: 'Account Verification Services (AVS)',
    keywords: [
      'AVS',
      'account verification',
      'verify bank account',
      'bank account validation',
      'ID number check',
      'confirm account holder',
      'account holder verification',
      'supplier verification',
      'payroll verification',
    ],
    description: service.summary,
  },
  component: () => <ServicePage detail={detail} />,
})

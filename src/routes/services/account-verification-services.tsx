import { createFileRoute } from '@tanstack/react-router'
import { services } from '../../content/services'
import { PageIntro } from '../../shell/page-intro'

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
  },
  component: () => <PageIntro {...services.accountVerification} />,
})

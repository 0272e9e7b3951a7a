import { createFileRoute } from '@tanstack/react-router'
import { detail, service } from '../../content/services/3d-secure'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/3d-secure')({
  staticData: {
    title: '3D Secure',
    keywords: [
      '3D Secure',
      '3DS',
      'online card payments',
      'OTP',
      'one-time PIN',
      'Visa Secure',
      'Mastercard Identity Check',
      'card-not-present',
      'e-commerce',
      'online shopping',
      'authentication',
    ],
    description: service.summary,
  },
  component: () => <ServicePage detail={detail} />,
})

import { createFileRoute } from '@tanstack/react-router'
import { AboutUsPage } from '../../features/company/about-us-page'

export const Route = createFileRoute('/about-us/')({
  staticData: {
    title: 'About Us',
    keywords: [
      'about us',
      'company',
      'who we are',
      'payments clearing',
      'switching',
      'clearing house',
      'payment system',
      'Mzansi Clearing',
      'overview',
      'profile',
    ],
  },
  component: AboutUsPage,
})

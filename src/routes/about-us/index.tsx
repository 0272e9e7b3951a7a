import { createFileRoute } from '@tanstack/react-router'
import { company } from '../../content/company'
import { AboutUsPage } from '../../features/company/about-us-page'

export const Route = createFileRoute('/about-us/')({
  staticData: {
    title: 'About Us',
    description: company.aboutUs.description,
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

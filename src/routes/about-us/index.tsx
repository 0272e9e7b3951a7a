import { createFileRoute } from '@tanstack/react-router'
import { AboutUsPage } from '../../features/company/about-us-page'
import { company } from '../../content/company'

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
    description: company.aboutUs.description,
  },
  component: AboutUsPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { company } from '../../content/company'
import { PageIntro } from '../../shell/page-intro'

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
  component: () => <PageIntro {...company.aboutUs} />,
})

import { createFileRoute } from '@tanstack/react-router'
import { whatWeDo } from '../../content/company/what-we-do'
import { CompanyPage } from '../../features/company/company-page'

export const Route = createFileRoute('/about-us/what-we-do')({
  staticData: {
    title: 'What We Do',
    keywords: [
      'what we do',
      'clearing',
      'switching',
      'settlement',
      'SAMOS',
      'payment streams',
      'interbank payments',
      'Reserve Bank',
      'national payment system',
      'role',
    ],
    description: whatWeDo.intro.description,
  },
  component: () => <CompanyPage content={whatWeDo} />,
})

import { createFileRoute } from '@tanstack/react-router'
import { company } from '../../content/company'
import { PageIntro } from '../../shell/page-intro'

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
  },
  component: () => <PageIntro {...company.whatWeDo} />,
})

import { createFileRoute } from '@tanstack/react-router'
import { home } from '../content/home'
import { PageIntro } from '../shell/page-intro'

export const Route = createFileRoute('/')({
  staticData: {
    title: 'Home',
    keywords: ['home', 'Mzansi Clearing', 'payment clearing', 'switching', 'payments South Africa'],
  },
  component: () => <PageIntro {...home} />,
})

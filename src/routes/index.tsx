import { createFileRoute } from '@tanstack/react-router'
import { home } from '../content/home'
import { HomePage } from '../features/home/home-page'

export const Route = createFileRoute('/')({
  staticData: {
    title: 'Home',
    description: home.description,
    keywords: ['home', 'Mzansi Clearing', 'payment clearing', 'switching', 'payments South Africa'],
  },
  component: HomePage,
})

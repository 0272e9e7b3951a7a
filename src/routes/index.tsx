import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/home-page'
import { home } from '../content/home'

export const Route = createFileRoute('/')({
  staticData: {
    title: 'Home',
    keywords: ['home', 'Mzansi Clearing', 'payment clearing', 'switching', 'payments South Africa'],
    description: home.description,
  },
  component: HomePage,
})

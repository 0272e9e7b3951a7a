import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/home-page'

export const Route = createFileRoute('/')({
  staticData: {
    title: 'Home',
    keywords: ['home', 'Mzansi Clearing', 'payment clearing', 'switching', 'payments South Africa'],
  },
  component: HomePage,
})

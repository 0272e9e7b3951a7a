import { createFileRoute } from '@tanstack/react-router'
import { HeritagePage } from '../../features/company/heritage-page'

export const Route = createFileRoute('/about-us/our-heritage')({
  staticData: {
    title: 'Our History',
  },
  component: HeritagePage,
})

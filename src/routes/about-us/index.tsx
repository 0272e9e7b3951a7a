import { createFileRoute } from '@tanstack/react-router'
import { AboutUsPage } from '../../features/company/about-us-page'

export const Route = createFileRoute('/about-us/')({
  staticData: {
    title: 'About Us',
  },
  component: AboutUsPage,
})

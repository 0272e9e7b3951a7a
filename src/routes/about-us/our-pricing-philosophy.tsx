import { createFileRoute } from '@tanstack/react-router'
import { pricingPhilosophy } from '../../content/company/pricing'
import { CompanyPage } from '../../features/company/company-page'

export const Route = createFileRoute('/about-us/our-pricing-philosophy')({
  staticData: {
    title: 'Our Pricing Philosophy',
  },
  component: () => <CompanyPage content={pricingPhilosophy} />,
})

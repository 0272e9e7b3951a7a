import { createFileRoute } from '@tanstack/react-router'
import { pricingPhilosophy } from '../../content/company/pricing'
import { CompanyPage } from '../../features/company/company-page'

export const Route = createFileRoute('/about-us/our-pricing-philosophy')({
  staticData: {
    title: 'Our Pricing Philosophy',
    keywords: [
      'pricing',
      'fees',
      'transaction fees',
      'tariffs',
      'cost',
      'pricing philosophy',
      'bank charges',
      'price list',
      'charges',
      'affordable payments',
    ],
    description: pricingPhilosophy.intro.description,
  },
  component: () => <CompanyPage content={pricingPhilosophy} />,
})

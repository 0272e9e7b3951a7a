import { createFileRoute } from '@tanstack/react-router'
import { company } from '../../content/company'
import { PageIntro } from '../../shell/page-intro'

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
  },
  component: () => <PageIntro {...company.pricingPhilosophy} />,
})

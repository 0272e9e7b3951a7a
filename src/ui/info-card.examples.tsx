import { ArrowLeftRightIcon, BriefcaseIcon, LandmarkIcon, ShieldCheckIcon } from 'lucide-react'
import type { WidgetExamples } from './examples'
import { InfoCard } from './info-card'

const ELEVATIONS = [1, 2, 3, 4, 5] as const

export default {
  widget: 'Info card',
  examples: [
    {
      name: 'With icon and link',
      description:
        'A click anywhere on the card follows its link; Tab stops once, on the link, and the focus ring goes round the card.',
      render: () => (
        <InfoCard
          headingLevel={4}
          icon={ArrowLeftRightIcon}
          heading="Electronic Funds Transfer (EFT)"
          link={{ label: 'Read about EFT', path: '/services/eft' }}
        >
          Salaries, supplier payments and debit orders move between South African bank accounts in
          batches that we sort, exchange and prepare for settlement.
        </InfoCard>
      ),
    },
    {
      name: 'Without icon',
      render: () => (
        <InfoCard
          headingLevel={4}
          heading="Careers"
          link={{ label: 'See how we hire', path: '/about-us/career' }}
        >
          Engineers, analysts and operations specialists keep the country’s payment switches running
          around the clock.
        </InfoCard>
      ),
    },
    {
      name: 'Without link',
      description: 'Information only: no link, so nothing on the card is interactive.',
      render: () => (
        <InfoCard headingLevel={4} icon={ShieldCheckIcon} heading="Fraud checks in the switch">
          Transactions are checked against rules and behavioural profiles while they pass through
          our systems, so the issuing bank can stop a suspicious payment in time.
        </InfoCard>
      ),
    },
    {
      name: 'External link, new tab',
      description: 'Screen readers hear that the link opens a new tab.',
      render: () => (
        <InfoCard
          headingLevel={4}
          icon={LandmarkIcon}
          heading="Oversight of the payment system"
          link={{
            label: 'South African Reserve Bank',
            path: 'https://www.resbank.co.za/',
            strategy: 'href',
            target: '_blank',
          }}
        >
          The South African Reserve Bank oversees the national payment system under the National
          Payment System Act.
        </InfoCard>
      ),
    },
    {
      name: 'Elevation levels 1 to 5',
      description: 'The spec’s five elevations, the same shadows as the button’s.',
      render: () => (
        <div className="xs:grid-cols-2 grid grid-cols-1 gap-4">
          {ELEVATIONS.map((elevation) => (
            <InfoCard
              key={elevation}
              headingLevel={4}
              elevation={elevation}
              icon={BriefcaseIcon}
              heading={`Elevation ${elevation}`}
            >
              Card and ATM switching
            </InfoCard>
          ))}
        </div>
      ),
    },
  ],
} satisfies WidgetExamples

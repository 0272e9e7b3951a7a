import { createFileRoute } from '@tanstack/react-router'
import { termsOfUse } from '../content/legal'
import { LegalPage } from '../features/legal/legal-page'

export const Route = createFileRoute('/terms')({
  staticData: {
    title: 'Terms of Use',
    keywords: [
      'terms',
      'terms of use',
      'terms and conditions',
      'T&Cs',
      'legal',
      'disclaimer',
      'website terms',
      'copyright',
      'intellectual property',
      'conditions of use',
    ],
  },
  component: () => <LegalPage content={termsOfUse} />,
})

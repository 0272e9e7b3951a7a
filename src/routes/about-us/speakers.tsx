import { createFileRoute } from '@tanstack/react-router'
import { company } from '../../content/company'
import { PageIntro } from '../../shell/page-intro'

export const Route = createFileRoute('/about-us/speakers')({
  staticData: {
    title: "Speakers' Corner",
    keywords: [
      "speakers' corner",
      'speakers',
      'talks',
      'conferences',
      'panel discussions',
      'interviews',
      'events',
      'book a speaker',
      'thought leadership',
      'presentations',
    ],
  },
  component: () => <PageIntro {...company.speakers} />,
})

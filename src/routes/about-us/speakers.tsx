import { createFileRoute } from '@tanstack/react-router'
import { company } from '../../content/company'
import { SpeakersPage } from '../../features/speakers/speakers-page'

export const Route = createFileRoute('/about-us/speakers')({
  staticData: {
    title: "Speakers' Corner",
    description: company.speakers.description,
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
  component: SpeakersPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { SpeakersPage } from '../../features/speakers/speakers-page'
import { company } from '../../content/company'

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
    description: company.speakers.description,
  },
  component: SpeakersPage,
})

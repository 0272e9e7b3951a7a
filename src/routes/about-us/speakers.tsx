import { createFileRoute } from '@tanstack/react-router'
import { SpeakersPage } from '../../features/speakers/speakers-page'

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
  component: SpeakersPage,
})

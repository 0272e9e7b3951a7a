import { createFileRoute } from '@tanstack/react-router'
import { SpeakersPage } from '../../features/speakers/speakers-page'

export const Route = createFileRoute('/about-us/speakers')({
  staticData: {
    title: "Speakers' Corner",
  },
  component: SpeakersPage,
})

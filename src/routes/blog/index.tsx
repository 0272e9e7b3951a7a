import { createFileRoute } from '@tanstack/react-router'
import { blog } from '../../content/blog'
import { PageIntro } from '../../shell/page-intro'

export const Route = createFileRoute('/blog/')({
  staticData: {
    title: 'Content Hub',
    keywords: [
      'blog',
      'content hub',
      'news',
      'articles',
      'insights',
      'media',
      'press',
      'stories',
      'payments news',
      'fraud tips',
    ],
  },
  component: () => <PageIntro {...blog.landing} />,
})

import { createFileRoute } from '@tanstack/react-router'
import { contactUs } from '../content/contact'
import { PageIntro } from '../shell/page-intro'

export const Route = createFileRoute('/contact-us')({
  staticData: {
    title: 'Contact Us',
    keywords: [
      'contact us',
      'contact',
      'get in touch',
      'phone number',
      'e-mail',
      'email',
      'help',
      'enquiries',
      'support',
      'customer service',
      'address',
    ],
  },
  component: () => <PageIntro {...contactUs} />,
})

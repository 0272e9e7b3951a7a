import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/contact/contact-page'
import { contactUs } from '../content/contact'

export const Route = createFileRoute('/contact-us')({
  staticData: {
    title: 'Contact Us',
    keywords: [
      'contact us',
      'contact',
      'get in touch',
      'e-mail',
      'email',
      'help',
      'enquiries',
      'support',
      'customer service',
      'message',
      'membership enquiry',
    ],
    description: contactUs.description,
  },
  component: ContactPage,
})

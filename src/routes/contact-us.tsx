import { createFileRoute } from '@tanstack/react-router'
import { contactUs } from '../content/contact'
import { ContactPage } from '../features/contact/contact-page'

export const Route = createFileRoute('/contact-us')({
  staticData: {
    title: 'Contact Us',
    description: contactUs.description,
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
  },
  component: ContactPage,
})

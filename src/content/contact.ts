import { site } from './site'
import type { PageCopy } from './types'

export const contactUs: PageCopy = {
  heading: 'Contact us',
  intro:
    'Have a question about our services, want to connect to one of our payment systems, or need to reach a particular team? Send us a message or e-mail us and the right people will get back to you. If you have a problem with a specific payment, please contact your own bank first: it can trace the transaction with us on your behalf.',
  description:
    'Send us a message about our services, connecting to our payment systems or reaching a team. For a problem with one payment, ask your own bank first.',
}

/** The form's words for each topic the API accepts (features/contact checks none is missing). */
export const contactTopicLabels = {
  general: 'A general question',
  services: 'Our services',
  membership: 'Becoming a member or participant',
  media: 'Media and speaking requests',
  careers: 'Careers and the graduate programme',
  accessibility: 'The accessibility of this website',
  other: 'Something else',
}

export const contactFormCopy = {
  formHeading: 'Send us a message',
  required: 'Fields marked * are required.',
  name: 'Your name',
  email: 'E-mail address',
  emailHint: 'We reply to this address.',
  phone: 'Cellphone number',
  phoneHint: 'Optional. A South African number such as 082 123 4567, if you would like a call.',
  organisation: 'Organisation',
  organisationHint: 'Optional: the bank, business or body you write for.',
  topic: 'Subject',
  topicPlaceholder: 'Choose a subject',
  message: 'Your message',
  messageHint: 'Please do not include account numbers, PINs or passwords.',
  consent: 'I agree that Mzansi Clearing may use these details to answer my message, as the',
  consentLink: 'privacy statement',
  consentEnd: 'explains.',
  honeypot: 'Leave this field empty',
  submit: 'Send message',
  errorSummary: 'Please correct the following:',
  failureHeading: 'Your message was not sent',
  failureKept: 'Everything you typed is still here. Try again in a moment.',
  offline:
    'You appear to be offline. We will send your message as soon as you are back online, even if you go on to other pages of our site, and tell you when it has gone. Everything you typed is still here.',
  /** Offline where this browser cannot keep the message (storage blocked): the promise is smaller. */
  offlineThisPage:
    'You appear to be offline. We will send your message as soon as you are back online if you stay on this page, or you can try again yourself then. Everything you typed is still here.',
  /** Back on the page, with a message still waiting for a connection. */
  waiting:
    'Your message is waiting for a connection. We will send it as soon as you are back online. Everything you typed is still here.',
  sentLaterHeading: 'Your message has been sent',
  sentLaterText: (email: string, reference: string) =>
    `We will reply to ${email}. Your reference is ${reference}.`,
  sentLaterRefused:
    'We could not accept the message you wrote while offline. Open the contact page to see why: everything you typed is there.',
  openContactPage: 'Open the contact page',
  tryAgain: 'Try again',
  sendingAgain: 'Sending your message…',
  sendingOnline: 'You are back online. Sending your message…',
  rateLimited:
    'We have received several messages from your network in the last hour. Please wait a while, or e-mail us instead.',
  unavailable: 'Our servers had a problem answering. Try again in a moment.',
  successHeading: 'Thank you: your message has been sent',
  successText: (email: string) =>
    `We will reply to ${email}. Most messages are answered within two working days.`,
  reference: 'Your reference',
  sendAnother: 'Send another message',
  messages: {
    name: 'Enter your name',
    nameLong: (max: number) => `Your name can have at most ${max} characters`,
    email: 'Enter an e-mail address like name@example.co.za',
    emailLong: (max: number) => `An e-mail address can have at most ${max} characters`,
    emailLocalPartLong: (max: number) => `The part before the @ can have at most ${max} characters`,
    organisationLong: (max: number) => `The organisation can have at most ${max} characters`,
    topic: 'Choose a subject',
    messageShort: 'Write a message of at least 10 characters',
    messageLong: (max: number) => `Your message can have at most ${max} characters`,
    consent: 'Tick the box to let us use your details to answer you',
  },
} as const

export const office = {
  heading: 'Other ways to reach us',
  emailText: 'E-mail',
  email: site.contactEmail,
  region: 'Johannesburg, South Africa',
  regionText: 'Where we are',
  hours: 'We answer messages on working days, Monday to Friday.',
  paymentProblem:
    'A problem with a payment? Your bank can trace any payment that passed through our systems: contact your bank’s branch or call centre first.',
} as const

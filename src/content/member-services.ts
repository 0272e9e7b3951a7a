import { site } from './site'
import type { PageCopy } from './types'

export const memberServices: PageCopy = {
  heading: 'Member services',
  intro:
    'Member services is the single sign-on entry point for participating institutions. Once signed in, authorised users open the applications and reports available to their organisation from one app launcher. You sign in on our secure member portal: this page never asks for your password.',
  description:
    'The single sign-on entry point for participating institutions: sign in on our secure member portal to open your organisation’s applications and reports.',
}

export const memberServicesPage = {
  actions: [
    { label: 'Sign in to member services', path: site.links.login, primary: true },
    { label: 'Register for access', path: site.links.register, primary: false },
    { label: 'Forgot your password?', path: site.links.forgotPassword, primary: false },
  ],
  newTabNote: 'The member portal opens in a new tab.',
  sections: [
    {
      heading: 'Single sign-on',
      paragraphs: [
        'One set of credentials gives an authorised user access to every member application their institution has been granted, so nobody keeps a separate password for each system.',
        'Your institution’s administrator decides who may use which application, and removes access when someone changes role or leaves.',
      ],
    },
    {
      heading: 'The app launcher',
      paragraphs: [
        'After signing in you see the applications your institution uses, such as file submission and tracking for batch payments, dispute and exception handling, mandate management for DebiCheck, and the operational notices we send to participants.',
        'Each application opens from the launcher without a second sign-in.',
      ],
    },
    {
      heading: 'Reports',
      paragraphs: [
        'Members receive reports on their own transactions through our systems: volumes and values by payment stream, rejections and returns, and settlement figures for reconciliation.',
        'Member Analytics adds benchmarks against aggregated industry figures, without showing any other institution’s data.',
      ],
    },
    {
      heading: 'Who can register',
      paragraphs: [
        'Access is for staff of banks, payment providers and other institutions that participate in our services. Registration is confirmed by your institution’s administrator before an account is activated.',
        'If you are a member of the public with a question about a payment, please contact your bank: it can trace a payment with us on your behalf.',
      ],
    },
  ],
  help: {
    heading: 'Need help signing in?',
    text: 'Your institution’s administrator can reset access and grant applications. For anything else, send us a message.',
    link: { label: 'Contact us', path: '/contact-us' },
  },
} as const

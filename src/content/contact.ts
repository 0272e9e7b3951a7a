import type { PageIntroCopy } from './types'

export const contactUs: PageIntroCopy = {
  heading: 'Contact us',
  intro:
    'Have a question about our services, want to connect to one of our payment systems, or need to reach a particular team? Send us a message or e-mail us and the right people will get back to you. If you have a problem with a specific payment, please contact your own bank first: it can trace the transaction with us on your behalf.',
}

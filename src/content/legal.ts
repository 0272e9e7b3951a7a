import type { PageIntroCopy } from './types'

export const legal = {
  paia: {
    heading: 'Promotion of Access to Information Act (PAIA) manual',
    intro:
      'Our PAIA manual explains how to request access to records held by Mzansi Clearing under the Promotion of Access to Information Act 2 of 2000. It describes the categories of records we keep and which of them are available without a formal request, how to submit a request and the fees that may apply, and the grounds on which the Act allows a request to be refused.',
  },
  privacyStatement: {
    heading: 'Privacy statement',
    intro:
      'This privacy statement explains how we collect, use, share, store and protect personal information in line with the Protection of Personal Information Act 4 of 2013 (POPIA). It covers the information you give us, for example when you send us a message, and the information collected when you use this website, and sets out your rights to see, correct or object to the processing of your personal information and how to contact our Information Officer.',
  },
  terms: {
    heading: 'Terms of use',
    intro:
      'These terms govern your use of this website and its content. They cover how you may use the information and documents we publish, the limits of our responsibility for that information and for links to other websites, and our intellectual property in the site. By using the website you agree to these terms.',
  },
} satisfies Record<string, PageIntroCopy>

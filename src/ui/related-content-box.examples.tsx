import type { WidgetExamples } from './examples'
import { RelatedContentBox } from './related-content-box'

export default {
  widget: 'Related content box',
  examples: [
    {
      name: 'Links with descriptions',
      description: 'As at the end of the EFT page: a region named by its heading, holding a list.',
      render: () => (
        <RelatedContentBox
          heading="Related services"
          headingLevel={4}
          links={[
            {
              title: 'Authenticated Collections (DebiCheck)',
              path: '/services/authenticated-collections',
              description: 'Debit orders the account holder has confirmed with their bank.',
            },
            {
              title: 'Account Verification Services (AVS)',
              path: '/services/account-verification-services',
              description: 'Confirm account details before the first payment.',
            },
            {
              title: 'Rapid Payments Programme (RPP)',
              path: '/services/rapid-payments-programme',
              description: 'Payments that arrive within seconds, at any hour.',
            },
          ]}
        />
      ),
    },
    {
      name: 'Plain links',
      render: () => (
        <RelatedContentBox
          heading="More about Mzansi Clearing"
          headingLevel={4}
          links={[
            { title: 'Our history', path: '/about-us/our-heritage' },
            { title: 'Careers', path: '/about-us/career' },
            { title: 'Contact us', path: '/contact-us' },
          ]}
        />
      ),
    },
    {
      name: 'External links, new tab',
      description: 'Screen readers hear that each link opens a new tab.',
      render: () => (
        <RelatedContentBox
          heading="Industry bodies"
          headingLevel={4}
          links={[
            {
              title: 'Payments Association of South Africa (PASA)',
              path: 'https://www.pasa.org.za/',
              strategy: 'href',
              target: '_blank',
            },
            {
              title: 'South African Reserve Bank',
              path: 'https://www.resbank.co.za/',
              strategy: 'href',
              target: '_blank',
            },
          ]}
        />
      ),
    },
  ],
} satisfies WidgetExamples

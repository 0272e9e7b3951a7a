import type { WidgetExamples } from './examples'
import { SideImageBlock } from './side-image-block'

export default {
  widget: 'Side image block',
  examples: [
    {
      name: 'Image left with action',
      wide: true,
      description: 'Image and text side by side from 767 px; below it the image comes first.',
      render: () => (
        <SideImageBlock
          headingLevel={4}
          imageSrc="/images/cards/instant-payments.svg"
          imageAlt="Illustration: a payment travelling from one bank to another in a single step"
          heading="Instant payments with the Rapid Payments Programme"
          action={{ label: 'Read about RPP', path: '/services/rapid-payments-programme' }}
        >
          Pay someone from your banking app with their ShapID, such as the cellphone number linked
          to their account, and the money arrives within seconds, at any hour.
        </SideImageBlock>
      ),
    },
    {
      name: 'Image right, decorative, without action',
      wide: true,
      description: 'alt="" on purpose: the illustration adds nothing the text does not say.',
      render: () => (
        <SideImageBlock
          headingLevel={4}
          imageSide="right"
          imageSrc="/images/cards/account-verification.svg"
          imageAlt=""
          heading="Check an account before you pay it"
        >
          Account Verification Services confirm with the account holder’s bank that an account
          exists, is open and belongs to the person or company you expect.
        </SideImageBlock>
      ),
    },
    {
      name: 'Image right with action',
      wide: true,
      render: () => (
        <SideImageBlock
          headingLevel={4}
          imageSide="right"
          imageSrc="/images/cards/cross-border.svg"
          imageAlt="Illustration: payments crossing borders between countries in Southern Africa"
          heading="Cross-border payments in the SADC region"
          action={{
            label: 'Read about TCIB',
            path: '/services/transactions-cleared-on-an-immediate-basis',
          }}
        >
          Transactions Cleared on an Immediate Basis (TCIB) lets people and businesses send
          low-value payments to participating banks in other SADC countries and have them clear
          immediately.
        </SideImageBlock>
      ),
    },
  ],
} satisfies WidgetExamples

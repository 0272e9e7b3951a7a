import { useState } from 'react'
import { Accordion, type AccordionStep } from './accordion'
import type { WidgetExamples } from './examples'
import { controlledExample } from './controlled-example'

const onboardingSteps: AccordionStep[] = [
  {
    stepHeading: 'Step 1',
    stepTitle: 'Apply to become a participant',
    value: 'apply',
    content:
      'Banks and designated clearing system participants apply through their payment clearing house. We confirm what the service needs from you.',
  },
  {
    stepHeading: 'Step 2',
    stepTitle: 'Build and certify your integration',
    value: 'certify',
    content:
      'Connect to the test environment, run the certification scripts and share the results with our onboarding team.',
  },
  {
    stepHeading: 'Step 3',
    stepTitle: 'Agree a go-live date',
    value: 'go-live',
    content: 'We schedule the cut-over with you and watch the first live batches together.',
  },
]

/** The controlled example's own steps, so that no two examples repeat a region's name. */
const disputeSteps: AccordionStep[] = [
  {
    stepHeading: 'Step 1',
    stepTitle: 'Contact your own bank',
    value: 'contact-bank',
    content:
      'Disputes about a debit order or a payment start with the bank that holds your account: it can trace the transaction.',
  },
  {
    stepHeading: 'Step 2',
    stepTitle: 'Give the transaction details',
    value: 'give-details',
    content: 'Have the date, the amount and the reference on your statement ready.',
  },
  {
    stepHeading: 'Step 3',
    stepTitle: 'Follow the bank’s reference',
    value: 'follow-up',
    content:
      'Your bank gives you a reference number; use it whenever you ask how the dispute is going.',
  },
]

/** Other steps than the first example's: each panel is a region named by its step. */
const batchSteps: AccordionStep[] = [
  {
    stepHeading: 'Step 1',
    stepTitle: 'Prepare the payment file',
    value: 'prepare',
    content:
      'Build the batch in the layout your bank specifies, with each new beneficiary’s account verified first.',
  },
  {
    stepHeading: 'Step 2',
    stepTitle: 'Submit before the cut-off',
    value: 'submit',
    content:
      'Send the file through your bank’s channel before the clearing window closes; a later file waits for the next window.',
  },
  {
    stepHeading: 'Step 3',
    stepTitle: 'Reconcile the results',
    value: 'reconcile',
    content:
      'Match unpaid and returned items against your records once the window’s settlement report is out.',
  },
]

const importantSteps: AccordionStep[] = [
  {
    stepTitle: 'Daily cut-off times',
    value: 'cut-off',
    important: true,
    isOpenDefault: true,
    content:
      'Files submitted after the cut-off are processed in the next clearing window. Check the schedule for public holidays.',
  },
  {
    stepTitle: 'Settlement reports',
    value: 'reports',
    content: 'Reports are available in the member portal once each settlement cycle closes.',
  },
]

function SelectableServices() {
  const [selected, setSelected] = useState<string[]>(['eft'])
  return (
    <div className="flex flex-col gap-3">
      <Accordion
        headingLevel={4}
        onSelectedChange={setSelected}
        steps={[
          {
            stepTitle: 'EFT credits and debits',
            value: 'eft',
            isSelectable: true,
            isChecked: true,
            content: 'Batch payments such as salaries and supplier payments, cleared in windows.',
          },
          {
            stepTitle: 'Debit order collections',
            value: 'debit-orders',
            isSelectable: true,
            content: 'Authenticated collections that customers approve in their banking app.',
          },
          {
            stepTitle: 'Card transaction switching',
            value: 'cards',
            isSelectable: true,
            content: 'Routing card authorisations between acquiring and issuing banks.',
          },
        ]}
      />
      <p className="text-muted text-sm">
        Services you are interested in: {selected.length ? selected.join(', ') : 'none yet'}
      </p>
    </div>
  )
}

export default {
  widget: 'Accordion',
  examples: [
    {
      name: 'Panel, all closed',
      description:
        'Tab to a step; Enter or Space opens it, arrow keys move between steps, and opening one closes the other.',
      render: () => <Accordion headingLevel={4} steps={onboardingSteps} />,
    },
    {
      name: 'Open by default, important',
      description: 'The important step opens after load and says "Important" in words.',
      render: () => <Accordion headingLevel={4} steps={importantSteps} />,
    },
    {
      name: 'Selectable steps',
      description: 'Each checkbox sits beside its step, not inside the button that opens it.',
      render: () => <SelectableServices />,
    },
    {
      name: 'Card view',
      render: () => <Accordion headingLevel={4} viewMode="card" steps={batchSteps} />,
    },
    controlledExample<string>({
      widget: 'accordion',
      initial: 'contact-bank',
      render: (value, setValue) => (
        <Accordion steps={disputeSteps} value={value} onValueChange={setValue} />
      ),
    }),
  ],
} satisfies WidgetExamples

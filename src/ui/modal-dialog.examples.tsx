import { useState } from 'react'
import { Button } from './button'
import type { WidgetExamples } from './examples'
import { ModalDialog, type ModalMode, type ModalStep } from './modal-dialog'

const onboardingSteps: ModalStep[] = [
  {
    title: 'Who can join',
    content: (
      <p>
        Banks, mutual banks and designated clearing participants registered with the South African
        Reserve Bank can apply for direct membership.
      </p>
    ),
  },
  {
    title: 'What you will need',
    content: (
      <p>
        Your registration certificate, your payment clearing house agreement and a named contact.
      </p>
    ),
  },
  {
    title: 'Next steps',
    content: <p>Our member services team replies within five working days.</p>,
  },
]

function ModalDemo({ mode, label }: { mode: ModalMode; label: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ModalDialog
        title="Becoming a member"
        mode={mode}
        steps={onboardingSteps}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  )
}

function InvalidStepDemo() {
  const [open, setOpen] = useState(false)
  const [reference, setReference] = useState('')
  const isValid = /^MC-\d{6}$/.test(reference)
  const steps: ModalStep[] = [
    {
      title: 'Your member reference',
      isValid,
      content: (
        <label className="flex flex-col gap-1 text-sm">
          Member reference (MC- and six digits)
          <input
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            aria-invalid={!isValid}
            className="border-border bg-bg rounded-md border px-3 py-2 text-base"
          />
        </label>
      ),
    },
    { title: 'Confirm', content: <p>We will e-mail the statement to your registered address.</p> },
  ]
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Request a statement
      </Button>
      <ModalDialog title="Statement request" steps={steps} open={open} onOpenChange={setOpen} />
    </>
  )
}

export default {
  widget: 'Modal dialog',
  examples: [
    {
      name: 'Slider',
      description:
        'Appears 550 ms after the click, at step 1; Next moves on, Done wraps to the start; Escape closes and focus returns here.',
      render: () => <ModalDemo mode="slider" label="How to join" />,
    },
    {
      name: 'Split',
      description:
        'A step list beside the content from 900 px; stacked above it on narrower screens.',
      render: () => <ModalDemo mode="split" label="How to join, step by step" />,
    },
    {
      name: 'Invalid step',
      description: 'Next stays blocked, with the reason, until the reference reads like MC-123456.',
      render: () => <InvalidStepDemo />,
    },
  ],
} satisfies WidgetExamples

import { useState } from 'react'
import { Button } from './button'
import {
  Dialog,
  DialogClose,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog'
import type { WidgetExamples } from './examples'
import { FormField } from './form-field'
import { Input } from './input'

/** A dialog with a form and footer buttons of its own: what ModalDialog's steps do not offer. */
function CallBackDialog() {
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState('')
  return (
    <div className="flex flex-col items-start gap-3">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button>Ask for a call back</Button>
        </DialogTrigger>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <div className="flex flex-col gap-1">
              <DialogTitle>Ask for a call back</DialogTitle>
              <DialogDescription>
                A member services consultant calls you on the next business day.
              </DialogDescription>
            </div>
            <DialogCloseButton />
          </DialogHeader>
          <form
            id="call-back-form"
            className="px-5 py-4"
            onSubmit={(event) => {
              event.preventDefault()
              const number = new FormData(event.currentTarget).get('cellphone')
              setSent(String(number ?? ''))
              setOpen(false)
            }}
          >
            <FormField label="Cellphone number" required>
              <Input type="tel" name="cellphone" autoComplete="tel" />
            </FormField>
          </form>
          <DialogFooter>
            <DialogClose asChild>
              <Button>Cancel</Button>
            </DialogClose>
            <Button variant="primary" type="submit" form="call-back-form">
              Send
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <p role="status" className="text-muted text-sm">
        {sent ? `We will call ${sent}. (A demonstration: nothing is sent.)` : ''}
      </p>
    </div>
  )
}

export default {
  widget: 'Dialog parts',
  examples: [
    {
      name: 'A form with its own footer',
      description:
        'Built from Dialog, DialogTrigger, DialogContent, DialogHeader, DialogTitle, DialogDescription, DialogCloseButton and DialogFooter. Escape, Close and Cancel close it; focus returns to the button.',
      render: () => <CallBackDialog />,
    },
  ],
} satisfies WidgetExamples

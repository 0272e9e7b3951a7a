import * as DialogPrimitive from '@radix-ui/react-dialog'
import { useControllableState } from '@radix-ui/react-use-controllable-state'
import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '../lib/cn'
import { Dialog, DialogContent, DialogFooter } from './dialog'
import { DialogTitleBar, useFocusReturnToOpener } from './dialog-parts'
import { clampStep, nextStep } from '../lib/steps'
import { Button } from './button'
import { useControlledValue } from './use-controlled-value'

/** The dialog becomes visible this long after it is asked to open (spec section 4). */
export const MODAL_PRESENT_DELAY_MS = 550
/** Slider mode's step area height unless the caller gives one (spec section 9). */
export const MODAL_DEFAULT_SLIDER_HEIGHT = 300
export const MODAL_INVALID_STEP_MESSAGE = 'Complete this step correctly before you continue.'

export type ModalMode = 'slider' | 'split'

export interface ModalStep {
  title: string
  content: React.ReactNode
  /** The step's form validity; a step without a form is always valid. */
  isValid?: boolean
  /** Replaces "Next" / "Done" on this step's button. */
  buttonText?: string
}

export type ModalDialogProps = Omit<
  React.ComponentProps<typeof DialogPrimitive.Content>,
  'title'
> & {
  /** Asked open (controlled); the dialog shows MODAL_PRESENT_DELAY_MS later, at step 0. */
  open?: boolean
  /** Asked open from the start when uncontrolled. */
  defaultOpen?: boolean
  /** Called when the visitor closes it (close button, Escape, backdrop). */
  onOpenChange?: (open: boolean) => void
  /** Called on every dismiss (close button, Escape, backdrop) before the dialog closes. */
  onBeforeClose?: () => void
  /** The dialog's name, shown in its title bar. */
  title: string
  /** `slider` (one step at a time; the default) or `split` (the steps listed beside, from 900 px). */
  mode?: ModalMode
  /** The steps, in order: each a title, its content, the button's words and whether it is valid. */
  steps: readonly ModalStep[]
  /**
   * The step shown (controlled; the library's value contract under the name `step`): any number
   * is clamped to the first..last step, and `null` is the first.
   */
  step?: number | null
  /** The step to start at when uncontrolled. */
  defaultStep?: number
  /** Called with every step the visitor moves to, and with 0 each time the dialog presents. */
  onStepChange?: (step: number) => void
  /** Slider mode's step area height in px. */
  sliderHeight?: number
  /** The close button's accessible name ("Close" unless given). */
  closeLabel?: string
}

export function ModalDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onBeforeClose,
  title,
  mode = 'slider',
  steps,
  step,
  defaultStep,
  onStepChange,
  sliderHeight = MODAL_DEFAULT_SLIDER_HEIGHT,
  closeLabel = 'Close',
  className,
  onCloseAutoFocus,
  ...props
}: ModalDialogProps) {
  const [presented, setPresented] = useState(false)
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'ModalDialog',
  })
  const [ownStep, setStep] = useControlledValue(
    { value: step, defaultValue: defaultStep, onValueChange: onStepChange },
    0,
    'ModalDialog',
  )
  const invalidMessageId = useId()
  const count = steps.length
  const current = clampStep(ownStep, count)
  const currentStep = steps[current]
  const isLast = current === count - 1
  const blocked = currentStep?.isValid === false

  function goToStep(target: number) {
    setStep(clampStep(target, count))
  }

  // Presenting depends on the request only: new callbacks must not restart the delay.
  const latest = useRef({ current, setStep, onStepChange })
  const returnFocus = useFocusReturnToOpener(open, onCloseAutoFocus)
  useEffect(() => {
    latest.current = { current, setStep, onStepChange }
  }, [current, setStep, onStepChange])

  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => {
      // Every presentation starts at step 0, and says so even when it already was there.
      const { current: shown, setStep: moveTo, onStepChange: report } = latest.current
      if (shown === 0) report?.(0)
      else moveTo(0)
      setPresented(true)
    }, MODAL_PRESENT_DELAY_MS)
    return () => {
      clearTimeout(timer)
      setPresented(false)
    }
  }, [open])

  function handleOpenChange(next: boolean) {
    if (next) return
    onBeforeClose?.()
    setOpen(false)
  }

  function advance() {
    if (blocked) return
    goToStep(nextStep(current, count))
  }

  const buttonText = currentStep?.buttonText ?? (isLast ? 'Done' : 'Next')

  return (
    <Dialog open={open && presented} onOpenChange={handleOpenChange}>
      <DialogContent
        data-slot="modal-dialog"
        data-mode={mode}
        data-step={current}
        aria-describedby={undefined}
        onCloseAutoFocus={returnFocus}
        overlayProps={{ 'data-slot': 'modal-dialog-overlay' } as React.ComponentProps<'div'>}
        className={className}
        {...props}
      >
        <DialogTitleBar slot="modal-dialog" title={title} closeLabel={closeLabel} />
        <div
          data-slot="modal-dialog-body"
          className={cn('flex flex-col', mode === 'split' && 'min-[900px]:flex-row')}
        >
          {mode === 'split' && (
            <ol
              data-slot="modal-dialog-steps"
              aria-label="Steps"
              className="border-border bg-surface flex gap-2 border-b px-5 py-3 text-sm min-[900px]:w-64 min-[900px]:shrink-0 min-[900px]:flex-col min-[900px]:border-r min-[900px]:border-b-0 min-[900px]:py-5"
            >
              {steps.map((item, index) => (
                <li
                  key={item.title}
                  data-slot="modal-dialog-step-marker"
                  data-current={index === current || undefined}
                  aria-current={index === current ? 'step' : undefined}
                  className={cn(
                    'text-muted rounded-md px-2 py-1',
                    index === current && 'bg-surface-raised text-fg forced-selected font-semibold',
                  )}
                >
                  <span className="sr-only min-[900px]:not-sr-only">{item.title}</span>
                  <span aria-hidden="true" className="min-[900px]:hidden">
                    {index + 1}
                  </span>
                </li>
              ))}
            </ol>
          )}
          <section
            key={current}
            data-slot="modal-dialog-step"
            aria-labelledby={`${invalidMessageId}-title`}
            style={mode === 'slider' ? { minHeight: sliderHeight } : undefined}
            className="flex-1 px-5 py-4 motion-safe:animate-[fade-in_250ms_ease-out]"
          >
            <p className="text-muted mb-1 text-sm">
              Step {current + 1} of {count}
            </p>
            <h3 id={`${invalidMessageId}-title`} className="mb-3 text-base font-semibold">
              {currentStep?.title}
            </h3>
            {currentStep?.content}
          </section>
        </div>
        <DialogFooter
          data-slot="modal-dialog-footer"
          data-blocked={blocked || undefined}
          className={cn(blocked && 'bg-surface')}
        >
          {blocked && (
            <p id={invalidMessageId} className="text-danger mr-auto text-sm">
              {MODAL_INVALID_STEP_MESSAGE}
            </p>
          )}
          <Button
            variant="primary"
            data-slot="modal-dialog-next"
            aria-disabled={blocked || undefined}
            aria-describedby={blocked ? invalidMessageId : undefined}
            className={cn(blocked && 'cursor-not-allowed opacity-60')}
            onClick={advance}
          >
            {buttonText}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

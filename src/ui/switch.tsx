import * as SwitchPrimitive from '@radix-ui/react-switch'
import { cn } from '../lib/cn'
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from './field'

export type SwitchProps = Omit<React.ComponentProps<typeof SwitchPrimitive.Root>, 'checked'> & {
  /**
   * Controlled state (the library's contract with HTML's and Radix's boolean names: `checked`,
   * `defaultChecked`, `onCheckedChange`); `null` turns it off.
   */
  checked?: boolean | null
  /** The switch's visible label and accessible name. */
  label: React.ReactNode
  /** A hint under the label, linked to the switch. */
  description?: React.ReactNode
  /** An error message under the label: marks the switch invalid and describes it. */
  error?: React.ReactNode
}

/** An on/off switch with its label; Radix gives it the `switch` role and Space/Enter. */
export function Switch({
  label,
  description,
  error,
  id,
  className,
  disabled,
  checked,
  ...props
}: SwitchProps) {
  return (
    <Field
      orientation="horizontal"
      id={id}
      disabled={disabled}
      data-slot="switch-field"
      className={className}
    >
      <FieldControl>
        <SwitchPrimitive.Root
          data-slot="switch"
          disabled={disabled}
          checked={checked === null ? false : checked}
          className={cn(
            'peer border-border bg-surface relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2',
            'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
            // Forced colours: the track turns Highlight when on, and the thumb stays drawn.
            'forced-colors:border-[color:ButtonText] forced-colors:bg-[color:ButtonFace] forced-colors:forced-color-adjust-none forced-colors:focus-visible:outline-[color:CanvasText]',
            'forced-colors:data-[state=checked]:border-[color:Highlight] forced-colors:data-[state=checked]:bg-[color:Highlight]',
            'motion-safe:transition-colors motion-safe:duration-150',
            'disabled:cursor-not-allowed disabled:opacity-50',
          )}
          {...props}
        >
          <SwitchPrimitive.Thumb
            data-slot="switch-thumb"
            className={cn(
              'bg-muted pointer-events-none block size-5 translate-x-0.5 rounded-full',
              'data-[state=checked]:bg-primary-fg data-[state=checked]:translate-x-[1.375rem]',
              'forced-colors:bg-[color:ButtonText] forced-colors:data-[state=checked]:bg-[color:HighlightText]',
              'motion-safe:transition-transform motion-safe:duration-150',
            )}
          />
        </SwitchPrimitive.Root>
      </FieldControl>
      <div className="flex flex-col">
        <FieldLabel
          data-slot="switch-label"
          className="data-disabled:text-fg min-h-7 cursor-pointer leading-7 font-normal data-disabled:cursor-not-allowed data-disabled:opacity-60"
        >
          {label}
        </FieldLabel>
        {description && (
          <FieldDescription data-slot="switch-description">{description}</FieldDescription>
        )}
        <FieldError data-slot="switch-error">{error}</FieldError>
      </div>
    </Field>
  )
}

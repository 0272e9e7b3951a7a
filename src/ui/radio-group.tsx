import * as LabelPrimitive from '@radix-ui/react-label'
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group'
import { useId } from 'react'
import { cn } from '../lib/cn'
import { Field, FieldControl, FieldDescription, FieldError } from './field'

export type RadioGroupProps = React.ComponentProps<typeof RadioGroupPrimitive.Root> & {
  /** The group's visible label and accessible name. */
  label: React.ReactNode
  /** A hint under the label, linked to the group. */
  description?: React.ReactNode
  /** An error message: marks the group invalid and is linked to it. */
  error?: React.ReactNode
}

/**
 * One choice from a named group (spec: radio, selected or not within a named group). Radix moves
 * the choice with the arrow keys; the wrapper adds the label, hint and error wiring.
 */
export function RadioGroup({ label, description, error, className, ...props }: RadioGroupProps) {
  const labelId = `${useId()}-label`
  return (
    <Field
      invalid={Boolean(error)}
      data-slot="radio-group-field"
      className={cn('gap-2', className)}
    >
      <span id={labelId} data-slot="radio-group-label" className="font-semibold">
        {label}
      </span>
      {description && (
        <FieldDescription data-slot="radio-group-description">{description}</FieldDescription>
      )}
      <FieldControl>
        <RadioGroupPrimitive.Root
          data-slot="radio-group"
          data-invalid={Boolean(error) || undefined}
          aria-labelledby={labelId}
          className="group flex flex-col gap-2"
          {...props}
        />
      </FieldControl>
      <FieldError data-slot="radio-group-error">{error}</FieldError>
    </Field>
  )
}

export type RadioGroupItemProps = React.ComponentProps<typeof RadioGroupPrimitive.Item> & {
  /** The option's visible label and accessible name. */
  label: React.ReactNode
}

/** One option of a `RadioGroup`, with its label. */
export function RadioGroupItem({ label, id, className, disabled, ...props }: RadioGroupItemProps) {
  const generatedId = useId()
  const itemId = id ?? generatedId

  return (
    <div data-slot="radio-group-option" className="flex items-start gap-3">
      <RadioGroupPrimitive.Item
        data-slot="radio-group-item"
        id={itemId}
        disabled={disabled}
        className={cn(
          'peer border-border bg-bg mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2',
          'data-[state=checked]:border-primary forced-colors:data-[state=checked]:border-[color:Highlight]',
          'disabled:cursor-not-allowed disabled:opacity-50',
          'group-data-invalid:border-fg',
          className,
        )}
        {...props}
      >
        <RadioGroupPrimitive.Indicator
          data-slot="radio-group-indicator"
          className="bg-primary size-3 rounded-full forced-colors:bg-[color:Highlight] forced-colors:forced-color-adjust-none"
        />
      </RadioGroupPrimitive.Item>
      <LabelPrimitive.Root
        data-slot="radio-group-item-label"
        htmlFor={itemId}
        className="min-h-7 cursor-pointer leading-7 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {label}
      </LabelPrimitive.Root>
    </div>
  )
}

import * as CheckboxPrimitive from '@radix-ui/react-checkbox'
import * as LabelPrimitive from '@radix-ui/react-label'
import { CheckIcon } from 'lucide-react'
import { createContext, use, useId } from 'react'
import { cn } from '../lib/cn'
import {
  Field,
  FieldDescription,
  FieldError,
  FieldLegend,
  FieldSet,
  useFieldControl,
} from './field'
import { useControlledValue, type ControlledValueProps } from './use-controlled-value'

type CheckboxGroupContextValue = {
  name: string
  values: readonly string[]
  disabled: boolean
  toggle: (value: string, checked: boolean) => void
}

const CheckboxGroupContext = createContext<CheckboxGroupContextValue | null>(null)

export type CheckboxGroupProps = Omit<
  React.ComponentProps<'fieldset'>,
  'defaultValue' | 'onChange'
> &
  ControlledValueProps<string[]> & {
    /** Shared by every checkbox in the group; a form receives one entry per checked value. */
    name: string
    /** The group's accessible name, shown as its legend. */
    label: React.ReactNode
    /** A hint under the legend, describing the group. */
    description?: React.ReactNode
    /** An error message: marks the group invalid and describes it. */
    error?: React.ReactNode
  }

const NONE: string[] = []

/**
 * Checkboxes sharing one `name` and one list of selected values (spec: "selections are shared
 * among checkboxes of the same name"). Controlled with `value`, or uncontrolled with `defaultValue`.
 */
export function CheckboxGroup({
  name,
  label,
  value,
  defaultValue,
  onValueChange,
  disabled = false,
  description,
  error,
  className,
  children,
  ...props
}: CheckboxGroupProps) {
  const [values, setValues] = useControlledValue(
    { value, defaultValue, onValueChange },
    NONE,
    'CheckboxGroup',
  )

  function toggle(item: string, checked: boolean) {
    const next = checked
      ? [...values.filter((other) => other !== item), item]
      : values.filter((other) => other !== item)
    setValues(next)
  }

  return (
    <FieldSet data-slot="checkbox-group" disabled={disabled} className={className} {...props}>
      <FieldLegend data-slot="checkbox-group-label" className="mb-2">
        {label}
      </FieldLegend>
      {description && <FieldDescription>{description}</FieldDescription>}
      <CheckboxGroupContext value={{ name, values, disabled, toggle }}>
        {children}
      </CheckboxGroupContext>
      <FieldError>{error}</FieldError>
    </FieldSet>
  )
}

export type CheckboxProps = Omit<
  React.ComponentProps<typeof CheckboxPrimitive.Root>,
  'title' | 'value' | 'checked'
> & {
  /** The checkbox's visible label (spec: title). */
  title: React.ReactNode
  /**
   * Controlled state (the library's contract with HTML's and Radix's boolean names: `checked`,
   * `defaultChecked`, `onCheckedChange`); `null` clears it to unchecked.
   */
  checked?: CheckboxPrimitive.CheckedState | null
  /** What a checked box adds to its group's selection and submits with its form. */
  value?: string
  /** A hint under the label, describing the checkbox. */
  description?: React.ReactNode
  /** An error message under the label: marks the checkbox invalid and describes it. */
  error?: React.ReactNode
}

/**
 * A labelled checkbox. Click, Space or Enter toggle it (Radix ignores Enter, the spec asks for it);
 * disabled, it does nothing. Inside a `CheckboxGroup` its name and state come from the group.
 */
export function Checkbox({ description, error, className, ...props }: CheckboxProps) {
  if (description === undefined && error === undefined) {
    return <CheckboxBody className={className} {...props} />
  }
  // Its own hint or error make the checkbox a field of its own, which wires them to the box.
  return (
    <Field id={props.id} className={cn('gap-1', className)} data-slot="checkbox-own-field">
      <CheckboxBody {...props} />
      {description && (
        <FieldDescription data-slot="checkbox-description" className="pl-9">
          {description}
        </FieldDescription>
      )}
      <FieldError data-slot="checkbox-error" className="pl-9">
        {error}
      </FieldError>
    </Field>
  )
}

function CheckboxBody({
  title,
  id,
  name,
  value,
  checked,
  onCheckedChange,
  disabled,
  className,
  onKeyDown,
  ...props
}: CheckboxProps) {
  const group = use(CheckboxGroupContext)
  const generatedId = useId()
  // Inside a Field: its id, and its error and description, required and invalid states.
  const fieldProps = useFieldControl({
    id,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'],
    'aria-required': props['aria-required'],
  })
  const { id: fieldId, ...fieldAria } = fieldProps
  const checkboxId = fieldId ?? generatedId
  const inGroup = group !== null && value !== undefined
  const isDisabled = Boolean(disabled) || Boolean(group?.disabled)

  return (
    <div data-slot="checkbox-field" className={cn('flex items-start gap-3', className)}>
      <CheckboxPrimitive.Root
        data-slot="checkbox"
        id={checkboxId}
        name={group?.name ?? name}
        value={value}
        disabled={isDisabled}
        checked={inGroup ? group.values.includes(value) : checked === null ? false : checked}
        onCheckedChange={(state) => {
          if (inGroup) group.toggle(value, state === true)
          onCheckedChange?.(state)
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event)
          if (event.key === 'Enter' && !event.defaultPrevented) {
            event.preventDefault()
            event.currentTarget.click()
          }
        }}
        className={cn(
          'peer border-border bg-bg text-primary-fg mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded border-2',
          'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
          'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
          // Forced colours: a checked box fills with Highlight around its HighlightText mark.
          'forced-colors:border-[color:ButtonText] forced-colors:bg-[color:ButtonFace] forced-colors:text-[color:HighlightText] forced-colors:forced-color-adjust-none forced-colors:focus-visible:outline-[color:CanvasText]',
          'forced-colors:data-[state=checked]:border-[color:Highlight] forced-colors:data-[state=checked]:bg-[color:Highlight]',
          'forced-colors:data-[state=indeterminate]:border-[color:Highlight] forced-colors:data-[state=indeterminate]:bg-[color:Highlight]',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
        {...fieldAria}
      >
        <CheckboxPrimitive.Indicator data-slot="checkbox-indicator">
          <CheckIcon aria-hidden="true" className="size-4" strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <LabelPrimitive.Root
        data-slot="checkbox-label"
        htmlFor={checkboxId}
        className="min-h-7 cursor-pointer leading-7 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {title}
      </LabelPrimitive.Root>
    </div>
  )
}

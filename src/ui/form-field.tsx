import * as LabelPrimitive from '@radix-ui/react-label'
import { CircleAlert } from 'lucide-react'
import { createContext, useContext, useId } from 'react'
import { cn } from '../lib/cn'

interface FormFieldContextValue {
  controlId: string
  describedBy: string | undefined
  invalid: boolean
  required: boolean
}

const FormFieldContext = createContext<FormFieldContextValue | null>(null)

interface ControlAriaProps {
  id?: string
  'aria-describedby'?: string
  'aria-invalid'?: React.AriaAttributes['aria-invalid']
  'aria-required'?: React.AriaAttributes['aria-required']
}

function joinIds(...ids: (string | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ')
  return joined || undefined
}

/**
 * The id and ARIA a control needs inside a FormField: the field's id (so its label points at
 * it), its hint and error in aria-describedby, aria-invalid while there is an error, and
 * aria-required. Outside a field the control's own props pass through.
 */
export function useFormFieldControl(props: ControlAriaProps): ControlAriaProps {
  const field = useContext(FormFieldContext)
  if (!field) {
    return {
      id: props.id,
      'aria-describedby': props['aria-describedby'],
      'aria-invalid': props['aria-invalid'],
      'aria-required': props['aria-required'],
    }
  }
  return {
    id: field.controlId,
    'aria-describedby': joinIds(field.describedBy, props['aria-describedby']),
    'aria-invalid': field.invalid || props['aria-invalid'] || undefined,
    'aria-required': field.required || props['aria-required'] || undefined,
  }
}

export type FormFieldProps = Omit<React.ComponentProps<'div'>, 'id'> & {
  label: React.ReactNode
  /** Help shown under the label, read with the control. */
  hint?: React.ReactNode
  /** The error message; while set, the control is invalid. */
  error?: React.ReactNode
  required?: boolean
  /** The control's id; generated when not given. */
  id?: string
}

/**
 * Label, hint, required marker and error for one control (Input, Textarea, or any control that
 * calls useFormFieldControl). The error has no live region: on submit react-hook-form focuses the
 * first invalid control and its aria-describedby reads the message; live regions on every field
 * would read all of them at once.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  id,
  className,
  children,
  ...props
}: FormFieldProps) {
  const generatedId = useId()
  const controlId = id ?? `${generatedId}-control`
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const invalid = Boolean(error)

  return (
    <FormFieldContext
      value={{
        controlId,
        describedBy: joinIds(hint ? hintId : undefined, invalid ? errorId : undefined),
        invalid,
        required,
      }}
    >
      <div
        data-slot="form-field"
        data-invalid={invalid ? '' : undefined}
        data-required={required ? '' : undefined}
        className={cn('flex flex-col gap-1.5', className)}
        {...props}
      >
        <LabelPrimitive.Root
          data-slot="form-field-label"
          htmlFor={controlId}
          className="text-fg w-fit font-semibold"
        >
          {label}
          {/* Screen readers hear "required" from the control's aria-required instead. */}
          {required && <span aria-hidden="true"> *</span>}
        </LabelPrimitive.Root>
        {hint && (
          <p id={hintId} data-slot="form-field-hint" className="text-muted text-sm">
            {hint}
          </p>
        )}
        {children}
        {invalid && (
          <FieldError id={errorId} data-slot="form-field-error">
            {error}
          </FieldError>
        )}
      </div>
    </FormFieldContext>
  )
}

/**
 * A control's error message as every field shows it: danger colour, semibold, after an alert
 * icon. Give it an id and point the control's aria-describedby at it.
 */
export function FieldError({ children, className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      className={cn('text-danger flex items-start gap-1.5 text-sm font-semibold', className)}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

import { Field, FieldDescription, FieldError, FieldLabel } from './field'

export type FormFieldProps = Omit<React.ComponentProps<'div'>, 'id'> & {
  /** The visible label; it names the control. */
  label: React.ReactNode
  /** Help shown under the label, read with the control. */
  description?: React.ReactNode
  /** The error message; while set, the control is invalid. */
  error?: React.ReactNode
  /** The control must be filled in: `*` after the label, `aria-required` on the control. */
  required?: boolean
  /** The control's id; generated when not given. */
  id?: string
}

/**
 * The convenient field: label, description, required marker and error for one control (Input,
 * Textarea, or any control that calls useFieldControl), built from the field parts in
 * `./field`. Compose those parts directly for any other arrangement.
 */
export function FormField({
  label,
  description,
  error,
  required = false,
  children,
  ...props
}: FormFieldProps) {
  return (
    <Field required={required} {...props}>
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      {children}
      <FieldError>{error}</FieldError>
    </Field>
  )
}

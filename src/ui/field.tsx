import * as LabelPrimitive from '@radix-ui/react-label'
import { Slot } from '@radix-ui/react-slot'
import { CircleAlert } from 'lucide-react'
import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  use,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { cn } from '../lib/cn'

/**
 * The field API of the library, in shadcn's `field.tsx` shape: `Field` around any control, with
 * `FieldLabel`, `FieldDescription` and `FieldError` beside it (`FieldSet` and `FieldLegend` for a
 * group). The parts find each other through context: the label points at the control, and the
 * control (any widget that calls `useFieldControl`) is described by the description and the error,
 * invalid while an error shows (`aria-invalid`, `aria-errormessage`) and required when the field is.
 *
 * The parts register with their field through context (as React Aria's slots do), so a
 * `FieldDescription` or `FieldError` wrapped in the consumer's own component still describes the
 * control and marks it invalid. The field also reads its direct children (through fragments and
 * plain elements such as a `div`) when it renders, so the server-rendered HTML is wired too: parts
 * in the field's own markup are wired in the server's HTML, wrapped ones once the page runs.
 */

interface FieldContextValue {
  controlId: string
  /** The label's id, for a part that the label names too (a select's list). */
  labelId: string
  descriptionId: string
  errorId: string
  hasDescription: boolean
  invalid: boolean
  required: boolean
  disabled: boolean
  /** A `FieldSet`: its fieldset carries the description and error, not each control in it. */
  group: boolean
  /** The id the label points at: the control's own when it sets one (see `FieldControl`). */
  labelFor: string
  /** A part says it is there (a description, or an error with words); returns its goodbye. */
  registerPart: (part: FieldPart) => () => void
  /** `FieldControl` reports the id its control really has. */
  setControlElementId: (id: string | undefined) => void
}

type FieldPart = 'description' | 'error'

const FieldContext = createContext<FieldContextValue | null>(null)

/** The ARIA and id a control takes from its field. */
export interface FieldControlProps {
  /** The control's id outside a field; inside one, the field's id (its label points at it). */
  id?: string
  /** More descriptions, read after the field's hint and error. */
  'aria-describedby'?: string
  /** Marks the control invalid when the field does not (the field's error does it too). */
  'aria-invalid'?: React.AriaAttributes['aria-invalid']
  /** The error's id outside a field; inside one, the field's error while it shows. */
  'aria-errormessage'?: string
  /** Marks the control required when the field does not (a required field does it too). */
  'aria-required'?: React.AriaAttributes['aria-required']
}

function joinIds(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined
}

function hasContent(children: React.ReactNode): boolean {
  return Children.toArray(children).some((child) => child !== '')
}

/** Whether the field's children hold a description, and an error with words in it. */
function partsOf(children: React.ReactNode): { description: boolean; error: boolean } {
  const found = { description: false, error: false }
  const visit = (nodes: React.ReactNode) => {
    Children.forEach(nodes, (node) => {
      if (!isValidElement<{ children?: React.ReactNode }>(node)) return
      if (node.type === Fragment || typeof node.type === 'string') visit(node.props.children)
      else if (node.type === FieldDescription) found.description = true
      else if (node.type === FieldError && hasContent(node.props.children)) found.error = true
    })
  }
  visit(children)
  return found
}

/**
 * The id and ARIA a control needs inside a `Field` or `FieldSet`, merged with its own: the field's
 * id (its label points at it), the description and error in `aria-describedby`, `aria-invalid`
 * and `aria-errormessage` while an error shows, `aria-required`. Outside a field, the control's
 * own props pass through.
 */
export function useFieldControl(props: FieldControlProps): FieldControlProps {
  const field = use(FieldContext)
  if (!field || field.group) {
    return {
      id: props.id,
      'aria-describedby': props['aria-describedby'],
      'aria-invalid': props['aria-invalid'],
      'aria-errormessage': props['aria-errormessage'],
      'aria-required': props['aria-required'],
    }
  }
  return {
    id: field.controlId,
    'aria-describedby': joinIds(
      field.hasDescription && field.descriptionId,
      field.invalid && field.errorId,
      props['aria-describedby'],
    ),
    'aria-invalid': field.invalid || props['aria-invalid'] || undefined,
    'aria-errormessage': field.invalid ? field.errorId : props['aria-errormessage'],
    'aria-required': field.required || props['aria-required'] || undefined,
  }
}

/**
 * Gives its one child the field's control props (id, `aria-describedby`, `aria-invalid`,
 * `aria-errormessage`, `aria-required`), as shadcn's `FormControl` does: for a control that does
 * not call `useFieldControl` itself, such as a native `select` or a Radix trigger. The child's own
 * props win.
 *
 * A control that sets its own `id` or `aria-labelledby` over the ones given (cmdk's input does
 * both) is still named by the field's label: the label points at the id the control really has,
 * and the field's label joins an `aria-labelledby` whose own targets say nothing. In development
 * it warns when the control ends up with no accessible name.
 */
export function FieldControl({
  children,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  'aria-errormessage': errorMessage,
  'aria-required': required,
  ref,
  ...props
}: FieldControlProps & React.ComponentProps<typeof Slot> & { children: React.ReactElement }) {
  const field = use(FieldContext)
  const fieldProps = useFieldControl({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    'aria-errormessage': errorMessage,
    'aria-required': required,
  })
  const elementRef = useRef<HTMLElement | null>(null)
  const inField = field !== null && !field.group
  const labelId = field?.labelId
  const controlId = field?.controlId
  const setControlElementId = field?.setControlElementId
  // After every render: the control may have set its attributes again.
  useLayoutEffect(() => {
    const element = elementRef.current
    if (!element || !inField) return
    setControlElementId?.(element.id && element.id !== controlId ? element.id : undefined)
    if (labelId) nameByFieldLabel(element, labelId)
    if (import.meta.env.DEV && !hasAccessibleName(element)) {
      console.warn(
        `FieldControl: the ${element.tagName.toLowerCase()} in this Field has no accessible name. ` +
          'Give the Field a FieldLabel, or the control an aria-label.',
      )
    }
  })
  // Other props (a Radix trigger's, when it renders this asChild) pass on to the child.
  return (
    <Slot
      {...props}
      {...fieldProps}
      ref={(element: HTMLElement | null) => {
        elementRef.current = element
        if (typeof ref === 'function') return ref(element)
        if (ref) ref.current = element
      }}
    >
      {children}
    </Slot>
  )
}

/** The words of the elements these ids point at. */
function textOfIds(ids: string): string {
  return ids
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .join(' ')
    .trim()
}

/**
 * When the control's own `aria-labelledby` points at nothing with words (cmdk's empty label), the
 * field's label joins it, so the label shown is the name read.
 */
function nameByFieldLabel(element: HTMLElement, labelId: string) {
  const labelledBy = element.getAttribute('aria-labelledby')
  if (!labelledBy || labelledBy.split(/\s+/).includes(labelId)) return
  if (textOfIds(labelledBy) !== '' || !document.getElementById(labelId)) return
  element.setAttribute('aria-labelledby', `${labelId} ${labelledBy}`)
}

/** A cheap check of the name sources a form control has; enough for a development warning. */
function hasAccessibleName(element: HTMLElement): boolean {
  if (element.getAttribute('aria-label')?.trim()) return true
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy) return textOfIds(labelledBy) !== ''
  const labels = (element as HTMLInputElement).labels
  if (labels && [...labels].some((label) => label.textContent?.trim())) return true
  if (element.title.trim()) return true
  // A button is named by its own words.
  return element.tagName === 'BUTTON' && Boolean(element.textContent?.trim())
}

/** The field a part or control is in, or null outside any. */
export function useField(): FieldContextValue | null {
  return use(FieldContext)
}

interface FieldStateProps {
  /** Marks the control invalid even without an error message (an error shown does it too). */
  invalid?: boolean
  /** The control must be filled in: `*` after the label, `aria-required` on the control. */
  required?: boolean
  /** Dims the label with a disabled control. */
  disabled?: boolean
}

function useFieldValue(
  id: string | undefined,
  children: React.ReactNode,
  { invalid = false, required = false, disabled = false }: FieldStateProps,
  group = false,
): FieldContextValue {
  const generatedId = useId()
  const controlId = id ?? `${generatedId}-control`
  const parts = partsOf(children)
  const [registered, setRegistered] = useState({ description: 0, error: 0 })
  const [controlElementId, setControlElementId] = useState<string | undefined>()
  const registerPart = useCallback((part: FieldPart) => {
    setRegistered((counts) => ({ ...counts, [part]: counts[part] + 1 }))
    return () => setRegistered((counts) => ({ ...counts, [part]: counts[part] - 1 }))
  }, [])
  return {
    controlId,
    labelId: `${controlId}-label`,
    descriptionId: `${controlId}-description`,
    errorId: `${controlId}-error`,
    hasDescription: parts.description || registered.description > 0,
    invalid: invalid || parts.error || registered.error > 0,
    required,
    disabled,
    group,
    labelFor: controlElementId ?? controlId,
    registerPart,
    setControlElementId,
  }
}

export type FieldProps = Omit<React.ComponentProps<'div'>, 'id'> &
  FieldStateProps & {
    /** The control's id; generated when not given. */
    id?: string
    /** 'vertical' (label above) or 'horizontal' (a checkbox or switch beside its label). */
    orientation?: 'vertical' | 'horizontal'
  }

/** One control with its label, description and error. */
export function Field({
  id,
  invalid,
  required,
  disabled,
  orientation = 'vertical',
  className,
  children,
  ...props
}: FieldProps) {
  const field = useFieldValue(id, children, { invalid, required, disabled })
  return (
    <FieldContext value={field}>
      <div
        data-slot="field"
        data-orientation={orientation}
        data-invalid={field.invalid || undefined}
        data-required={field.required || undefined}
        className={cn(
          orientation === 'vertical' ? 'flex flex-col gap-1.5' : 'flex items-start gap-3',
          className,
        )}
        {...props}
      >
        {children}
      </div>
    </FieldContext>
  )
}

export type FieldSetProps = React.ComponentProps<'fieldset'> & FieldStateProps

/**
 * A group of controls answering one question (radio buttons, checkboxes): a `fieldset` named by
 * its `FieldLegend`, described by its `FieldDescription` and `FieldError`.
 */
export function FieldSet({
  invalid,
  required,
  disabled,
  className,
  children,
  'aria-describedby': describedBy,
  ...props
}: FieldSetProps) {
  const field = useFieldValue(props.id, children, { invalid, required, disabled }, true)
  return (
    <FieldContext value={field}>
      <fieldset
        data-slot="field-set"
        data-invalid={field.invalid || undefined}
        disabled={disabled}
        className={cn('flex min-w-0 flex-col gap-2', className)}
        {...props}
        // The group's own description and error first, then any the consumer gives.
        aria-describedby={joinIds(
          field.hasDescription && field.descriptionId,
          field.invalid && field.errorId,
          describedBy,
        )}
      >
        {children}
      </fieldset>
    </FieldContext>
  )
}

/** The group's name, as its `fieldset`'s legend. */
export function FieldLegend({ className, children, ...props }: React.ComponentProps<'legend'>) {
  const field = use(FieldContext)
  return (
    <legend data-slot="field-legend" className={cn('mb-1 font-semibold', className)} {...props}>
      {children}
      {field?.required && <span aria-hidden="true"> *</span>}
    </legend>
  )
}

/** The field's label; it names the control. A required field shows `*` (the control says so). */
export function FieldLabel({
  className,
  children,
  ...props
}: React.ComponentProps<typeof LabelPrimitive.Root>) {
  const field = use(FieldContext)
  return (
    <LabelPrimitive.Root
      data-slot="field-label"
      id={field?.labelId}
      htmlFor={field?.labelFor}
      data-disabled={field?.disabled || undefined}
      className={cn('text-fg data-disabled:text-muted w-fit font-semibold', className)}
      {...props}
    >
      {children}
      {/* Screen readers hear "required" from the control's aria-required instead. */}
      {field?.required && <span aria-hidden="true"> *</span>}
    </LabelPrimitive.Root>
  )
}

/** Help for the control, read with it. */
export function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const field = use(FieldContext)
  const registerPart = field?.registerPart
  useLayoutEffect(() => registerPart?.('description'), [registerPart])
  return (
    <p
      id={field?.descriptionId}
      data-slot="field-description"
      className={cn('text-muted text-sm', className)}
      {...props}
    />
  )
}

/**
 * The control's error, as every field shows it: danger colour, semibold, after an alert icon.
 * Nothing renders without a message. It has no live region of its own: on submit the form moves
 * focus to the first invalid control, whose description reads it; a widget that shows its error
 * without a submit (the dropdown select, on close) passes `aria-live="polite"`.
 */
export function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  const field = use(FieldContext)
  const shown = hasContent(children)
  const registerPart = field?.registerPart
  useLayoutEffect(() => (shown ? registerPart?.('error') : undefined), [registerPart, shown])
  return (
    <p
      id={field?.errorId}
      data-slot="field-error"
      className={cn(
        'text-danger flex items-start gap-1.5 text-sm font-semibold',
        !shown && 'hidden',
        className,
      )}
      {...props}
    >
      {shown && (
        <>
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{children}</span>
        </>
      )}
    </p>
  )
}

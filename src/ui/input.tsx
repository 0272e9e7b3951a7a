import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { cn } from '../lib/cn'
import { formatRand } from '../lib/formats'
import {
  isAllowedNumberKey,
  keepNumberCharacters,
  numberEditText,
  sanitiseNumberText,
  typedNumberText,
} from '../lib/number-input'
import { useFieldControl } from './field'
import { useControlledValue } from './use-controlled-value'

export const INPUT_TYPES = [
  'text',
  'email',
  'password',
  'search',
  'number',
  'url',
  'tel',
  'price',
] as const

export type InputType = (typeof INPUT_TYPES)[number]

export const INVALID_INPUT_TYPE_MESSAGE = `Invalid input type. Input type must be one of the following: ${INPUT_TYPES.join(', ')}`

export type InputProps = Omit<React.ComponentProps<'input'>, 'type' | 'value' | 'defaultValue'> & {
  /** text, email, password, search, number, url, tel or price (the spec's types; others throw). */
  type?: InputType
  /** The text shown (controlled); `null` empties the field. Omit to leave the field uncontrolled. */
  value?: string | number | null
  /** The text to start with when uncontrolled. */
  defaultValue?: string | number | null
  /**
   * Called with the field's value on every change the visitor makes: its text, or for number and
   * price the number read from it ("1234.56" for "1 234,56" or "1,234.56"). `onChange` still
   * gets the input's own event, whose text is what the visitor typed.
   */
  onValueChange?: (value: string) => void
  /**
   * Number and price: with rounding on (the default) the price shows rounded to 2 decimals when
   * blurred; with it off, typed decimals are cut to 2 places.
   */
  round?: boolean
}

const inputClasses = [
  'border-border bg-bg text-fg placeholder:text-muted min-h-11 w-full min-w-0 rounded-md border px-3 py-2 text-base',
  'motion-safe:transition-[border-color,box-shadow] motion-safe:duration-150',
  'aria-invalid:border-danger aria-invalid:shadow-[inset_0_0_0_1px_var(--color-danger)]',
  'disabled:cursor-not-allowed disabled:opacity-50',
]

function isInputType(type: unknown): type is InputType {
  return (INPUT_TYPES as readonly unknown[]).includes(type)
}

/**
 * Input types (InputEvent.inputType) that bring a whole text at once, read as soon as it arrives.
 * An input event without a type (browser autofill) is read whole too.
 */
const WHOLE_TEXT_INPUTS = new Set([
  'insertFromPaste',
  'insertFromPasteAsQuotation',
  'insertFromDrop',
  'insertFromYank',
  'insertReplacementText',
])

function flag(on: boolean): '' | undefined {
  return on ? '' : undefined
}

/**
 * A text field of one of the spec's types. Number and price hold a number (spec section 5): the
 * visitor types digits, spaces, commas and points, and the text is read as a whole, so typing
 * "1,234.56" or "1 234,56" gives 1234.56 as pasting does. The value is reported as it is read
 * ("1234.56"), and the field shows it with the site's decimal comma ("1234,56"; a price shows
 * "R 1 234,56" when blurred) once the text is committed (blur, Enter) or pasted. Both post the
 * value through a hidden input. Password has a show/hide button. Focused, touched, valid and
 * invalid are data attributes; inside a FormField the label, hint and error are wired in.
 * With react-hook-form, use `register` for every type but number and price, which show text other
 * than their value and so need `Controller`, with `onValueChange={field.onChange}`.
 */
export function Input({
  type = 'text',
  round = true,
  className,
  onFocus,
  onBlur,
  onChange,
  onKeyDown,
  onValueChange,
  ...props
}: InputProps) {
  const [focused, setFocused] = useState(false)
  const [touched, setTouched] = useState(false)
  const [passwordVisible, setPasswordVisible] = useState(false)
  // Number and price: the text being typed, until it is committed (blur, Enter).
  const [draft, setDraft] = useState<string | null>(null)
  const isPrice = type === 'price'
  const fieldProps = useFieldControl(props)

  if (!isInputType(type)) throw new Error(INVALID_INPUT_TYPE_MESSAGE)

  const numeric = type === 'number' || isPrice
  const invalid = fieldProps['aria-invalid'] === true || fieldProps['aria-invalid'] === 'true'
  const {
    maxLength,
    name,
    value: valueProp,
    defaultValue: defaultValueProp,
    disabled,
    form,
    ...rest
  } = props
  const defaultValue = defaultValueProp ?? undefined
  // `null` is an empty field, for a parent that clears it (React reads null as uncontrolled).
  const value = valueProp === null ? '' : valueProp
  // Number and price show text other than their value, so they keep the value themselves, by the
  // library's contract.
  const [raw, setRaw] = useControlledValue(
    {
      value: value === undefined ? undefined : String(value),
      defaultValue: defaultValue === undefined ? undefined : String(defaultValue),
      onValueChange: numeric ? onValueChange : undefined,
    },
    '',
    'Input',
  )
  const numberOptions = { maxLength, round }
  // The typed text while it still reads as the value; a parent that sets another value wins.
  const typing = draft !== null && sanitiseNumberText(draft, numberOptions) === raw
  let numberText = numberEditText(raw)
  if (focused && typing) numberText = draft
  else if (!focused && isPrice && raw !== '') numberText = formatRand(Number(raw))

  function handleNumberChange(element: HTMLInputElement, inputType: string | undefined) {
    const caret = element.selectionStart ?? element.value.length
    let text: string
    let caretAt: number
    if (inputType !== undefined && !WHOLE_TEXT_INPUTS.has(inputType)) {
      // Typed (or deleted, cut, undone): keep it as typed, to be read when committed.
      text = typedNumberText(numberText, element.value, numberOptions)
      caretAt =
        text === numberText
          ? caret - (element.value.length - text.length)
          : keepNumberCharacters(element.value.slice(0, caret)).length
    } else {
      // Pasted, dropped, autofilled: read the whole text now.
      text = numberEditText(sanitiseNumberText(element.value, numberOptions))
      caretAt = numberEditText(sanitiseNumberText(element.value.slice(0, caret))).length
    }
    if (text !== element.value) {
      element.value = text
      const at = Math.max(0, Math.min(caretAt, text.length))
      element.setSelectionRange(at, at)
    }
    setDraft(text)
    setRaw(sanitiseNumberText(text, numberOptions))
  }

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    if (numeric) {
      handleNumberChange(event.currentTarget, (event.nativeEvent as Partial<InputEvent>).inputType)
    } else {
      onValueChange?.(event.currentTarget.value)
    }
    onChange?.(event)
  }

  const stateProps = {
    'data-slot': 'input',
    'data-type': type,
    'data-focused': flag(focused),
    'data-touched': flag(touched),
    'data-invalid': flag(invalid),
    'data-valid': flag(touched && !invalid),
  }

  const input = (
    <input
      {...rest}
      {...fieldProps}
      {...stateProps}
      type={numeric || (type === 'password' && passwordVisible) ? 'text' : type}
      inputMode={numeric ? 'decimal' : rest.inputMode}
      // A number's visible text is not its value, so the hidden input below carries its name.
      name={numeric ? undefined : name}
      form={form}
      disabled={disabled}
      maxLength={numeric ? undefined : maxLength}
      {...(numeric ? { value: numberText } : { value, defaultValue })}
      // className is the root's: the input's own, or the group's with the password button.
      className={cn(inputClasses, type === 'password' ? 'pr-12' : className)}
      onFocus={(event) => {
        setFocused(true)
        onFocus?.(event)
      }}
      onBlur={(event) => {
        setFocused(false)
        setDraft(null)
        setTouched(true)
        onBlur?.(event)
      }}
      onKeyDown={(event) => {
        if (numeric && !isAllowedNumberKey(event)) event.preventDefault()
        // Enter commits the text: it shows as read, and a form submits the value it already has.
        if (numeric && event.key === 'Enter') setDraft(null)
        onKeyDown?.(event)
      }}
      onChange={handleChange}
    />
  )

  if (numeric) {
    return (
      <>
        {input}
        {name && (
          <input
            type="hidden"
            data-slot="input-value"
            name={name}
            value={raw}
            form={form}
            disabled={disabled}
          />
        )}
      </>
    )
  }

  if (type !== 'password') return input

  return (
    <div data-slot="input-group" className={cn('relative w-full', className)}>
      {input}
      {/* One fixed name with aria-pressed: a name that changed with the state would contradict it. */}
      <button
        type="button"
        data-slot="input-password-toggle"
        aria-label="Show password"
        aria-pressed={passwordVisible}
        aria-controls={fieldProps.id}
        disabled={disabled}
        onClick={() => setPasswordVisible((visible) => !visible)}
        className="text-fg hover:bg-surface absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md disabled:cursor-not-allowed disabled:opacity-50"
      >
        {passwordVisible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  )
}

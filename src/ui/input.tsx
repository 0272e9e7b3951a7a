import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { cn } from '../lib/cn'
import { formatRand } from '../lib/formats'
import { isAllowedNumberKey, sanitiseNumberText } from '../lib/number-input'
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
  /** Called with the field's text (a price's raw number) on every change the visitor makes. */
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

function flag(on: boolean): '' | undefined {
  return on ? '' : undefined
}

/**
 * A text field of one of the spec's types. Number and price accept only digits and one decimal
 * point (spec section 5); price shows "R 1 234,50" when blurred and the raw number when focused,
 * and posts the raw number. Password has a show/hide button. Focused, touched, valid and invalid
 * are data attributes; inside a FormField the label, hint and error are wired in.
 * With react-hook-form, use `register` for every type but price, which shows text other than its
 * value and so needs `Controller`.
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
  // A price shows formatted text, so it keeps its raw number itself, by the library's contract.
  const [raw, setRaw] = useControlledValue(
    {
      value: value === undefined ? undefined : String(value),
      defaultValue: defaultValue === undefined ? undefined : String(defaultValue),
      onValueChange: isPrice ? onValueChange : undefined,
    },
    '',
    'Input',
  )
  const priceText = focused || raw === '' ? raw : formatRand(Number(raw))

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    if (numeric) {
      const element = event.currentTarget
      const options = { maxLength, round }
      const clean = sanitiseNumberText(element.value, options)
      if (clean !== element.value) {
        const caret = sanitiseNumberText(element.value.slice(0, element.selectionStart ?? 0), {
          ...options,
          round: true,
        }).length
        element.value = clean
        element.setSelectionRange(caret, caret)
      }
    }
    if (isPrice) setRaw(event.currentTarget.value)
    else onValueChange?.(event.currentTarget.value)
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
      // A price's visible text is formatted, so the hidden input below carries its name.
      name={isPrice ? undefined : name}
      form={form}
      disabled={disabled}
      maxLength={numeric ? undefined : maxLength}
      {...(isPrice ? { value: priceText } : { value, defaultValue })}
      className={cn(inputClasses, type === 'password' && 'pr-12', className)}
      onFocus={(event) => {
        setFocused(true)
        onFocus?.(event)
      }}
      onBlur={(event) => {
        setFocused(false)
        setTouched(true)
        onBlur?.(event)
      }}
      onKeyDown={(event) => {
        if (numeric && !isAllowedNumberKey(event)) event.preventDefault()
        onKeyDown?.(event)
      }}
      onChange={handleChange}
    />
  )

  if (isPrice) {
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
    <div data-slot="input-group" className="relative w-full">
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

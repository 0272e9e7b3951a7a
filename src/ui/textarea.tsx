import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '../lib/cn'
import { useFieldControl } from './field'

/** The counter is announced this long after typing stops, so a screen reader is not flooded. */
export const COUNTER_ANNOUNCE_DELAY_MS = 750

export type TextareaProps = Omit<React.ComponentProps<'textarea'>, 'value' | 'defaultValue'> & {
  /** Input (typed or pasted) is cut to this many characters and a used / maximum counter shows. */
  maxChars?: number
  /** The text shown (controlled); `null` empties the field. Omit to leave the field uncontrolled. */
  value?: string | null
  /** The text to start with when uncontrolled. */
  defaultValue?: string | null
  /** Called with the field's text on every change the visitor makes. */
  onValueChange?: (value: string) => void
}

/** Cuts to `max` UTF-16 units, as the browser's maxlength counts, without splitting a surrogate pair. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const last = cut.charCodeAt(cut.length - 1)
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut
}

/** Warn when a tenth of the allowance (at least 10 characters) is left. */
function warningThreshold(max: number): number {
  return Math.max(10, Math.ceil(max / 10))
}

function announcementFor(used: number, max: number): string {
  const left = max - used
  if (left <= 0) return `Character limit reached: ${max} of ${max} characters used`
  if (left <= warningThreshold(max)) return `${left} character${left === 1 ? '' : 's'} left`
  return ''
}

/**
 * Calls `changed` whenever the element's value is set by script or its form is reset. Wraps the
 * element's own `value` property (React's value tracker, when present, stays underneath).
 */
function followProgrammaticValue(element: HTMLTextAreaElement, changed: () => void): () => void {
  const own = Object.getOwnPropertyDescriptor(element, 'value')
  const inherited = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')
  const descriptor = own ?? inherited
  if (descriptor?.get && descriptor.set) {
    const { get, set } = descriptor
    Object.defineProperty(element, 'value', {
      configurable: true,
      enumerable: descriptor.enumerable ?? false,
      get() {
        return get.call(this) as string
      },
      set(next: string) {
        set.call(this, next)
        changed()
      },
    })
  }
  const form = element.form
  // The reset event comes before the form puts its defaults back.
  const afterReset = () => queueMicrotask(changed)
  form?.addEventListener('reset', afterReset)
  return () => {
    form?.removeEventListener('reset', afterReset)
    if (own) Object.defineProperty(element, 'value', own)
    else delete (element as { value?: string }).value
  }
}

function supportsFieldSizing(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function'
    ? CSS.supports('field-sizing', 'content')
    : false
}

/**
 * A multi-line text field at least 42 px high (or `rows` lines) that grows with its content
 * (CSS field-sizing, or by measuring where that is not supported). With `maxChars`, a visible
 * "used / maximum" counter describes the field, and a polite live region speaks only near and at
 * the limit, after a pause in typing: announcing every keystroke would drown out the typing echo.
 */
export function Textarea({
  maxChars,
  className,
  onChange,
  ref,
  value: valueProp,
  defaultValue: defaultValueProp,
  onValueChange,
  ...props
}: TextareaProps) {
  const defaultValue = defaultValueProp ?? undefined
  // `null` is an empty field, for a parent that clears it (React reads null as uncontrolled).
  const value = valueProp === null ? '' : valueProp
  const counterId = useId()
  const fieldProps = useFieldControl(props)
  const elementRef = useRef<HTMLTextAreaElement | null>(null)
  const [ownLength, setOwnLength] = useState(() => String(defaultValue ?? '').length)
  const [announcement, setAnnouncement] = useState('')
  const limited = maxChars !== undefined && maxChars >= 0
  const used = value === undefined || value === null ? ownLength : String(value).length
  const shownUsed = limited ? Math.min(used, maxChars) : used

  // Uncontrolled, the text can change with no event: react-hook-form's reset() under `register`
  // sets `value` on the element, and a form's reset puts the default back. The counter follows
  // both, so a reset leaves no count of the text that was there.
  useEffect(() => {
    const element = elementRef.current
    if (!element) return
    return followProgrammaticValue(element, () => setOwnLength(element.value.length))
  }, [])

  // The field may hold text no event told us of: typed before the script ran, or put back by
  // the browser when the visitor comes Back (after load, hence pageshow), as GOV.UK's character
  // count reads it. Until the script counts, the page says the limit, not a count that stays 0.
  const [counting, setCounting] = useState(false)
  useEffect(() => {
    const element = elementRef.current
    if (!element) return
    const count = () => setOwnLength(element.value.length)
    count()
    setCounting(true)
    window.addEventListener('pageshow', count)
    return () => window.removeEventListener('pageshow', count)
  }, [])

  useEffect(() => {
    const element = elementRef.current
    if (!element || supportsFieldSizing()) return
    element.style.height = 'auto'
    element.style.height = `${element.scrollHeight}px`
  }, [used])

  useEffect(() => {
    if (!limited) return
    const timer = setTimeout(
      () => setAnnouncement(announcementFor(shownUsed, maxChars)),
      COUNTER_ANNOUNCE_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [limited, shownUsed, maxChars])

  function handleChange(event: React.ChangeEvent<HTMLTextAreaElement>) {
    const element = event.currentTarget
    if (limited && element.value.length > maxChars) {
      const caret = Math.min(element.selectionStart ?? maxChars, maxChars)
      element.value = truncate(element.value, maxChars)
      element.setSelectionRange(caret, caret)
    }
    setOwnLength(element.value.length)
    onValueChange?.(element.value)
    onChange?.(event)
  }

  const textarea = (
    <textarea
      {...props}
      {...fieldProps}
      ref={(element) => {
        elementRef.current = element
        if (typeof ref === 'function') return ref(element)
        if (ref) ref.current = element
      }}
      data-slot="textarea"
      data-invalid={fieldProps['aria-invalid'] ? '' : undefined}
      aria-describedby={
        [fieldProps['aria-describedby'], limited ? counterId : undefined]
          .filter(Boolean)
          .join(' ') || undefined
      }
      value={value}
      defaultValue={
        limited && typeof defaultValue === 'string'
          ? truncate(defaultValue, maxChars)
          : defaultValue
      }
      maxLength={limited ? maxChars : props.maxLength}
      onChange={handleChange}
      // field-sizing ignores rows; keep them as the least height (lines, padding and border).
      style={
        props.rows
          ? { minHeight: `calc(${props.rows}lh + 1rem + 2px)`, ...props.style }
          : props.style
      }
      className={cn(
        'border-border bg-bg text-fg placeholder:text-muted block [field-sizing:content] min-h-[42px] w-full min-w-0 resize-y rounded-md border px-3 py-2 text-base',
        'aria-invalid:border-danger aria-invalid:shadow-[inset_0_0_0_1px_var(--color-danger)]',
        'disabled:cursor-not-allowed disabled:opacity-50',
        // className is the root's: the textarea's own, or the group's with the counter.
        !limited && className,
      )}
    />
  )

  if (!limited) return textarea

  return (
    <div data-slot="textarea-group" className={cn('flex w-full flex-col gap-1', className)}>
      {textarea}
      <p
        id={counterId}
        data-slot="textarea-counter"
        data-at-limit={shownUsed >= maxChars ? '' : undefined}
        className="text-muted data-at-limit:text-fg self-end text-sm tabular-nums data-at-limit:font-semibold"
      >
        {counting ? (
          <>
            <span aria-hidden="true">
              {shownUsed} / {maxChars}
            </span>
            <span className="sr-only">
              {shownUsed} of {maxChars} characters used
            </span>
          </>
        ) : (
          `You can enter up to ${maxChars} characters`
        )}
      </p>
      <p role="status" data-slot="textarea-announcer" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}

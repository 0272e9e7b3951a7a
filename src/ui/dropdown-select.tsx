import { cva } from 'class-variance-authority'
import { ChevronDown } from 'lucide-react'
import { useComposedRefs } from '@radix-ui/react-compose-refs'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { cn } from '../lib/cn'
import { useHydrated } from '../lib/use-hydrated'
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from './field'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  selectTriggerVariants,
  type SelectProps,
} from './select'
import { useControlledValue, type ControlledValueProps } from './use-controlled-value'
import { PICKER_MOBILE_QUERY, prefersReducedMotion, useMediaQuery } from './use-media-query'

/** The close animation (spec section 9). */
export const DROPDOWN_CLOSE_MS = 300
/** Window scroll and resize are debounced this long before the list closes. */
export const DROPDOWN_SCROLL_DEBOUNCE_MS = 50
export const DROPDOWN_MAX_HEIGHT = 250
export const DROPDOWN_REQUIRED_MESSAGE = 'Choose an option.'

export type DropdownPhase = 'open' | 'closing' | 'closed'

export interface DropdownOption {
  value: string
  label: string
  disabled?: boolean
}

export type DropdownSelectProps = Pick<SelectProps, 'disabled' | 'name'> &
  ControlledValueProps<string> & {
    /** Something must be chosen: `*` after the label, and an error once touched and closed. */
    required?: boolean
    /** The visible label; it names the control. */
    label: string
    /** The choices, in order: each a value, the words shown, and whether it can be chosen. */
    options: readonly DropdownOption[]
    /** Shown while nothing is chosen. */
    placeholder?: string
    /** A hint under the label, read with the control. */
    description?: React.ReactNode
    /** The caller's validation message; when set the control is invalid. */
    error?: React.ReactNode
    /** Whether the error may show at all (it still waits for touched, invalid and closed). */
    showError?: boolean
    /** Forces the touched state, e.g. after a form was submitted. */
    touched?: boolean
    /** Closing with nothing selected selects the highlighted option. */
    selectDefault?: boolean
    /** 'default' fills the row; 'small' fits its content, at least 230 px wide. */
    size?: 'default' | 'small'
    /** Height limit of the open list in pixels. */
    maxHeight?: number
    /** Called as the list goes open → closing (300 ms) → closed. */
    onPhaseChange?: (phase: DropdownPhase) => void
    /** The control's id (its label points at it); generated when not given. */
    id?: string
    /** Classes of the field around the label, control and error. */
    className?: string
    /** The trigger button, or the native select (below 550 px, and until the page's script runs). */
    ref?: React.Ref<HTMLButtonElement | HTMLSelectElement>
  }

const fieldVariants = cva('flex flex-col gap-1.5', {
  variants: {
    size: { default: 'w-full', small: 'w-fit min-w-[230px]' },
  },
  defaultVariants: { size: 'default' },
})

/**
 * A labelled single choice built from the Select parts (`select.tsx`: a listbox in a Radix
 * Popover, the trigger keeping focus), with the spec's open → closing (300 ms) → closed
 * states, closing on window scroll and resize, the select-default option and the rule that an
 * error shows only once the control is touched, invalid and closed. Below 550 px it is a native
 * select, which phones present in their own touch-friendly picker.
 *
 * It is served as the native select too, and stays one until the page's script runs: so it works
 * before and without JavaScript, sending its value with the form. Hydrated on a wider screen, it
 * is enhanced in place into the listbox, at the same size; if the visitor was on the select, focus
 * moves to the button that took its place.
 */
export function DropdownSelect({
  label,
  options,
  value: valueProp,
  defaultValue,
  onValueChange,
  placeholder = 'Choose an option',
  description,
  error,
  showError = true,
  touched: touchedProp,
  selectDefault = false,
  size = 'default',
  maxHeight = DROPDOWN_MAX_HEIGHT,
  onPhaseChange,
  disabled = false,
  required = false,
  name,
  id,
  className,
  ref,
}: DropdownSelectProps) {
  const mobile = useMediaQuery(PICKER_MOBILE_QUERY)
  const hydrated = useHydrated()
  const native = mobile || !hydrated
  // Whether the native select had focus as the listbox replaced it: the button then takes it.
  const focusTrigger = useRef(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const triggerRef = useComposedRefs(ref as React.Ref<HTMLButtonElement>, trigger)
  const nativeSelect = useRef<HTMLSelectElement>(null)
  const nativeRef = useComposedRefs(
    ref as React.Ref<HTMLSelectElement>,
    nativeSelect,
    useCallback((select: HTMLSelectElement | null) => {
      if (select === null) return
      // Called as the select leaves the page, before it is removed.
      return () => {
        if (document.activeElement === select) focusTrigger.current = true
      }
    }, []),
  )
  useLayoutEffect(() => {
    if (native || !focusTrigger.current) return
    focusTrigger.current = false
    trigger.current?.focus()
  }, [native])

  // '' is nothing chosen: the placeholder shows (the Select parts and the native select agree).
  const [value, setValue] = useControlledValue(
    { value: valueProp, defaultValue, onValueChange },
    '',
    'DropdownSelect',
  )
  const [phase, setPhaseState] = useState<DropdownPhase>('closed')
  const [touchedState, setTouched] = useState(false)
  // A value the parent sets (a reset, a clear) makes the select pristine again: only the
  // visitor's own choice keeps it touched, so a form's reset() leaves no error behind.
  const [seenValue, setSeenValue] = useState(value)
  const [chosenValue, setChosenValue] = useState<string | null>(null)
  if (value !== seenValue) {
    setSeenValue(value)
    if (value !== chosenValue) setTouched(false)
  }
  const touched = touchedProp ?? touchedState
  const highlightedRef = useRef<string | null>(null)
  const pickedRef = useRef(false)
  const [field, setField] = useState<HTMLDivElement | null>(null)
  // Counts the form's resets: each renders the select again, after the form reset its controls.
  const [, setResets] = useState(0)

  // A form's reset (a reset button, form.reset(), react-hook-form's reset under register) puts
  // the select back as the page first showed it, as React Aria's controls do: untouched, so no
  // error, and at its default value when uncontrolled. The reset event comes before the form
  // resets its controls, which moves a native select to its first enabled option: the state is
  // set a task later, and its render puts the select's own value back.
  const uncontrolled = valueProp === undefined
  const resetValue = defaultValue ?? ''
  useEffect(() => {
    const form = field?.closest('form')
    if (!form) return
    let timer: number | undefined
    const afterReset = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        setTouched(false)
        setChosenValue(null)
        setResets((count) => count + 1)
        if (uncontrolled) setValue(resetValue)
      })
    }
    form.addEventListener('reset', afterReset)
    return () => {
      window.clearTimeout(timer)
      form.removeEventListener('reset', afterReset)
    }
  }, [field, uncontrolled, resetValue, setValue])

  const setPhase = useCallback(
    (next: DropdownPhase) => {
      setPhaseState(next)
      onPhaseChange?.(next)
    },
    [onPhaseChange],
  )

  const commit = useCallback(
    (next: string) => {
      pickedRef.current = true
      setChosenValue(next)
      setValue(next)
    },
    [setValue],
  )

  // A choice made in the served select before the script ran is the visitor's: it is kept.
  useEffect(() => {
    const chosenBefore = nativeSelect.current?.value
    if (chosenBefore && chosenBefore !== value) commit(chosenBefore)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, as the page hydrates
  }, [])

  const close = useCallback(() => {
    if (selectDefault && !value && !pickedRef.current && highlightedRef.current) {
      commit(highlightedRef.current)
    }
    setTouched(true)
    setPhase('closing')
  }, [commit, selectDefault, setPhase, value])

  const handleOpenChange = (open: boolean) => {
    if (open) {
      pickedRef.current = false
      setPhase('open')
    } else if (phase === 'open') {
      close()
    }
  }

  useEffect(() => {
    if (phase !== 'closing') return
    const timer = window.setTimeout(
      () => setPhase('closed'),
      prefersReducedMotion() ? 0 : DROPDOWN_CLOSE_MS,
    )
    return () => window.clearTimeout(timer)
  }, [phase, setPhase])

  useEffect(() => {
    if (phase !== 'open') return
    if (disabled) {
      const timer = window.setTimeout(close)
      return () => window.clearTimeout(timer)
    }
    let timer: number | undefined
    const closeSoon = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(close, DROPDOWN_SCROLL_DEBOUNCE_MS)
    }
    // Only a scroll that moved the page closes the list (a scroll event can come without one).
    const openedAt = { x: window.scrollX, y: window.scrollY }
    const closeIfScrolled = () => {
      if (window.scrollX !== openedAt.x || window.scrollY !== openedAt.y) closeSoon()
    }
    window.addEventListener('scroll', closeIfScrolled, { passive: true })
    window.addEventListener('resize', closeSoon)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('scroll', closeIfScrolled)
      window.removeEventListener('resize', closeSoon)
    }
  }, [phase, disabled, close])

  const invalid = Boolean(error) || (required && !value)
  const errorShown = showError && touched && invalid && phase === 'closed'
  const message = error ?? DROPDOWN_REQUIRED_MESSAGE

  return (
    <Field
      ref={setField}
      id={id}
      required={required}
      disabled={disabled}
      invalid={errorShown}
      data-slot="dropdown-select"
      data-state={phase}
      data-size={size}
      data-touched={touched || undefined}
      data-invalid={invalid || undefined}
      data-layout={native ? 'native' : 'listbox'}
      className={cn(fieldVariants({ size }), className)}
    >
      <FieldLabel data-slot="dropdown-select-label">{label}</FieldLabel>
      {description && (
        <FieldDescription data-slot="dropdown-select-description">{description}</FieldDescription>
      )}
      {native ? (
        <div className="relative">
          <FieldControl>
            <select
              data-slot="dropdown-select-native"
              ref={nativeRef}
              name={name}
              value={value}
              disabled={disabled}
              required={required}
              // Explicitly false until the error shows: a required select left empty is :invalid,
              // and Chromium would otherwise announce it invalid before the visitor did anything.
              aria-invalid={errorShown}
              onChange={(event) => commit(event.target.value)}
              onBlur={() => setTouched(true)}
              className={selectTriggerVariants({ kind: 'select' })}
            >
              <option value="" disabled>
                {placeholder}
              </option>
              {options.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </select>
          </FieldControl>
          <ChevronDown
            aria-hidden="true"
            className="text-muted pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2"
          />
        </div>
      ) : (
        <Select
          name={name}
          value={value}
          onValueChange={commit}
          open={phase === 'open'}
          onOpenChange={handleOpenChange}
          onHighlightChange={(highlighted) => {
            if (highlighted !== null) highlightedRef.current = highlighted
          }}
          disabled={disabled}
        >
          <FieldControl>
            <SelectTrigger
              data-slot="dropdown-select-trigger"
              ref={triggerRef}
              onBlur={() => {
                if (phase === 'closed') setTouched(true)
              }}
            >
              {/* The chosen option's words given here rather than read from the list,
                which exists only once the page runs: the prerendered button then shows and
                is named by its value too ("All provinces"), not by an empty span. */}
              <SelectValue placeholder={placeholder}>
                {options.find((option) => option.value === value)?.label}
              </SelectValue>
            </SelectTrigger>
          </FieldControl>
          {/* Inside the field, so the open list stays within the page's landmarks. */}
          <SelectContent
            data-slot="dropdown-select-content"
            container={field}
            maxHeight={maxHeight}
            className={cn(size === 'small' && 'min-w-[230px]')}
          >
            {options.map((option) => (
              <SelectItem
                data-slot="dropdown-select-item"
                key={option.value}
                value={option.value}
                disabled={option.disabled}
              >
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
      {/* Shown on close without a submit, so it speaks for itself. */}
      <FieldError data-slot="dropdown-select-error" aria-live="polite">
        {errorShown ? message : null}
      </FieldError>
    </Field>
  )
}

import * as DialogPrimitive from '@radix-ui/react-dialog'
import * as PopoverPrimitive from '@radix-ui/react-popover'
import { useControllableState } from '@radix-ui/react-use-controllable-state'
import {
  endOfDay,
  endOfMonth,
  format,
  isAfter,
  isBefore,
  setMonth as withMonth,
  setYear as withYear,
  startOfDay,
  startOfMonth,
} from 'date-fns'
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react'
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react'
import {
  DayPicker,
  type DayButtonProps,
  type Matcher,
  type MonthCaptionProps,
  type ChevronProps,
} from 'react-day-picker'
import { cn } from '../lib/cn'
import { formatDate } from '../lib/formats'
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from './field'
import { useControlledValue, type ControlledValueProps } from './use-controlled-value'
import { PICKER_MOBILE_QUERY, useMediaQuery } from './use-media-query'

export const DATE_PICKER_PLACEHOLDER = 'Choose a date'
/** The year list reaches this many years either side of this year (spec section 9). */
export const DATE_PICKER_YEAR_SPAN = 100
/** On phones a tap on the backdrop closes the picker after this delay. */
export const DATE_PICKER_BACKDROP_CLOSE_MS = 300
export const DATE_PICKER_INVALID_MESSAGE = 'Choose a valid date.'

/** A kind of mark on calendar days: what a marked day means, and the icon that shows it. */
export interface DayMarker {
  /** Names the marker in the markup: the `data-marker` of its days and of its legend entry. */
  id: string
  /** What a marked day means: read after the day's date, and listed in the legend. */
  meaning: string
  /** Drawn under the day's number and in the legend (decorative: the meaning is the text). */
  icon: React.ComponentType<{ className?: string }>
}

/** A day that carries a marker. */
export interface MarkedDay {
  date: Date
  marker: DayMarker
}

export type DatePickerView = 'days' | 'years' | 'months'

const NO_MARKED_DAYS: readonly MarkedDay[] = []

/** The markers of `days`, each once, in the order they first come. */
function markersOf(days: readonly MarkedDay[]): DayMarker[] {
  const markers = new Map<string, DayMarker>()
  for (const { marker } of days) if (!markers.has(marker.id)) markers.set(marker.id, marker)
  return [...markers.values()]
}

/** Each marked day's marker by ISO day; a day marked twice shows the marker first in the legend. */
function markersByDay(days: readonly MarkedDay[], legend: readonly DayMarker[]) {
  const rank = (marker: DayMarker) => {
    const index = legend.findIndex((entry) => entry.id === marker.id)
    return index === -1 ? legend.length : index
  }
  const byDay = new Map<string, DayMarker>()
  for (const { date, marker } of days) {
    const day = isoDay(date)
    const shown = byDay.get(day)
    if (!shown || rank(marker) < rank(shown)) byDay.set(day, marker)
  }
  return byDay
}

function isoDay(date: Date) {
  return format(date, 'yyyy-MM-dd')
}

export type DatePickerProps = {
  /** What the date is for, e.g. "Event date": the trigger's name starts with it. */
  label: string
  /** Shown while no date is chosen ("Choose a date" unless given). */
  placeholder?: string
  /** Days that carry a marker: an icon, and its meaning in the day's name. */
  markedDays?: readonly MarkedDay[]
  /**
   * The markers the legend under the calendar explains, in its order (default: those of
   * `markedDays`, in the order they come). Shown while there are marked days.
   */
  legend?: readonly DayMarker[]
  /** The earliest day that can be picked (the year list reaches 100 years back otherwise). */
  min?: Date
  /** The latest day that can be picked (the year list reaches 100 years ahead otherwise). */
  max?: Date
  /** Days that cannot be picked (react-day-picker matchers). */
  disabledDays?: Matcher | Matcher[]
  /** Disables the whole control. */
  disabled?: boolean
  /** A hint under the label (the format or range expected), read with the trigger. */
  description?: React.ReactNode
  /**
   * The error to show (spec: dateInvalid and its message; `true` says "Choose a valid date."):
   * the date is invalid and says so until the visitor picks a day, and again whenever the parent
   * gives a different error.
   */
  error?: React.ReactNode
  /** The calendar is open (controlled). */
  open?: boolean
  /** Open from the start when uncontrolled. */
  defaultOpen?: boolean
  /** Called when the visitor opens or closes the calendar. */
  onOpenChange?: (open: boolean) => void
  /** The day counted as today (defaults to the real today). */
  today?: Date
  /** The trigger's id (the label points at it); generated when not given. */
  id?: string
  /** Classes of the field around the label, trigger and error. */
  className?: string
  /** The trigger button. */
  ref?: React.Ref<HTMLButtonElement>
} & ControlledValueProps<Date>

interface CalendarState {
  showYears: () => void
  /** The ISO date of the day that has the focus, if one has. */
  focusedDay?: string
  /** The marker of a day, by its ISO date. */
  markers: ReadonlyMap<string, DayMarker>
}
const CalendarContext = createContext<CalendarState>({ showYears: () => {}, markers: new Map() })

function CaptionButton({ calendarMonth, className, style }: MonthCaptionProps) {
  const { showYears } = useContext(CalendarContext)
  const caption = format(calendarMonth.date, 'MMMM yyyy')
  return (
    <div className={className} style={style}>
      <button
        type="button"
        data-slot="date-picker-caption"
        aria-label={`${caption}, choose a year`}
        onClick={showYears}
        className="hover:bg-surface inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-base font-semibold"
      >
        {caption}
      </button>
    </div>
  )
}

function NavChevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight
  return <Icon aria-hidden="true" className={className} />
}

function MarkedDayButton({
  day,
  modifiers,
  children,
  className,
  tabIndex,
  ...props
}: DayButtonProps) {
  const { focusedDay, markers } = useContext(CalendarContext)
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus()
  }, [modifiers.focused])
  const marker = markers.get(day.isoDate)
  const Icon = marker?.icon
  return (
    <button
      ref={ref}
      data-day={day.isoDate}
      data-marker={marker?.id}
      className={className}
      // react-day-picker leaves tabindex 0 on its focus target (today, the selection or the first
      // day) even when arrows moved the focus elsewhere, so Shift+Tab would land on that day
      // instead of leaving the grid. The focused day alone is in the tab order.
      tabIndex={focusedDay === undefined ? tabIndex : focusedDay === day.isoDate ? 0 : -1}
      {...props}
    >
      {children}
      {Icon && (
        <Icon aria-hidden="true" className="absolute bottom-0.5 left-1/2 size-3 -translate-x-1/2" />
      )}
    </button>
  )
}

const calendarComponents = {
  MonthCaption: CaptionButton,
  Chevron: NavChevron,
  DayButton: MarkedDayButton,
}

const calendarClassNames = {
  root: 'relative',
  months: 'relative',
  month: 'flex flex-col gap-2',
  month_caption: 'flex h-10 items-center pr-24',
  nav: 'absolute top-0 right-0 z-10 flex gap-1',
  button_previous:
    'hover:bg-surface inline-flex size-10 items-center justify-center rounded-md aria-disabled:opacity-40',
  button_next:
    'hover:bg-surface inline-flex size-10 items-center justify-center rounded-md aria-disabled:opacity-40',
  chevron: 'size-5',
  month_grid: 'border-collapse',
  weekday: 'text-muted size-10 text-sm font-medium',
  day: 'p-0.5 text-center',
  day_button:
    'hover:bg-surface relative inline-flex size-10 items-center justify-center rounded-md text-sm disabled:cursor-not-allowed',
  selected:
    '[&>button]:bg-primary [&>button]:text-primary-fg [&>button]:hover:bg-primary [&>button]:forced-selected',
  today: '[&>button]:font-bold [&>button]:underline [&>button]:underline-offset-4',
  disabled: '[&>button]:text-muted [&>button]:line-through',
  outside: 'text-muted',
}

interface ChoiceGridProps {
  label: string
  items: readonly { value: number; label: string; disabled?: boolean }[]
  columns: number
  initialValue: number
  onPick: (value: number) => void
  className?: string
}

/** Buttons in rows; arrow keys move between them, Enter or Space picks. */
function ChoiceGrid({ label, items, columns, initialValue, onPick, className }: ChoiceGridProps) {
  const enabled = items.filter((item) => !item.disabled)
  const [focusedValue, setFocusedValue] = useState(
    enabled.some((item) => item.value === initialValue) ? initialValue : enabled[0]?.value,
  )
  const buttons = useRef(new Map<number, HTMLButtonElement>())

  useEffect(() => {
    const button = focusedValue === undefined ? undefined : buttons.current.get(focusedValue)
    button?.focus()
    button?.scrollIntoView?.({ block: 'nearest' })
  }, [focusedValue])

  const handleKeyDown = (event: React.KeyboardEvent) => {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -columns,
      ArrowDown: columns,
    }
    const index = items.findIndex((item) => item.value === focusedValue)
    let next: number | undefined
    if (event.key in steps) {
      const step = steps[event.key] ?? 0
      for (let i = index + step; i >= 0 && i < items.length; i += step) {
        if (!items[i]?.disabled) {
          next = items[i]?.value
          break
        }
      }
    } else if (event.key === 'Home') next = enabled[0]?.value
    else if (event.key === 'End') next = enabled.at(-1)?.value
    else return
    event.preventDefault()
    if (next !== undefined) setFocusedValue(next)
  }

  return (
    <div
      role="group"
      aria-label={label}
      className={cn('grid gap-1', className)}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {items.map((item) => (
        <button
          key={item.value}
          type="button"
          ref={(node) => {
            if (node) buttons.current.set(item.value, node)
            else buttons.current.delete(item.value)
          }}
          tabIndex={item.value === focusedValue ? 0 : -1}
          disabled={item.disabled}
          aria-current={item.value === initialValue ? 'true' : undefined}
          onClick={() => onPick(item.value)}
          onFocus={() => setFocusedValue(item.value)}
          onKeyDown={handleKeyDown}
          className={cn(
            'hover:bg-surface min-h-10 rounded-md px-2 text-sm disabled:cursor-not-allowed disabled:line-through',
            item.value === initialValue &&
              'bg-primary text-primary-fg hover:bg-primary forced-selected',
          )}
        >
          {item.label}
        </button>
      ))}
    </div>
  )
}

function Legend({ markers }: { markers: readonly DayMarker[] }) {
  return (
    <ul
      data-slot="date-picker-legend"
      aria-label="What the day markers mean"
      className="border-border mt-3 grid grid-cols-2 gap-x-3 gap-y-1 border-t pt-3 text-xs"
    >
      {markers.map(({ id, meaning, icon: Icon }) => (
        <li key={id} data-marker={id} className="flex items-center gap-1.5">
          <span className="inline-flex size-4 items-center justify-center">
            <Icon className="size-3" />
          </span>
          {meaning}
        </li>
      ))}
    </ul>
  )
}

/** Focuses the day the grid offers to the keyboard: the selected day, today or the first one. */
function focusDayTarget(container: HTMLElement | null) {
  container?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')?.focus()
}

const MONTH_NAMES = Array.from({ length: 12 }, (_, month) =>
  format(new Date(2000, month, 1), 'MMMM'),
)

/**
 * A date field over react-day-picker inside a Radix Popover (a centred dialog with a backdrop below
 * 550 px). The header leads to year selection, then month selection, then back to the days;
 * react-day-picker's grid keyboard model moves the focus (arrows by day and week, Page Up and Page
 * Down by month, Home and End within the week) and skips disabled days. Marked days carry an icon
 * and its meaning in the day's accessible name, explained by a legend.
 */
export function DatePicker({
  label,
  value: valueProp,
  defaultValue,
  onValueChange,
  placeholder = DATE_PICKER_PLACEHOLDER,
  markedDays = NO_MARKED_DAYS,
  legend,
  min,
  max,
  disabledDays,
  disabled = false,
  description,
  error,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  today: todayProp,
  id,
  className,
  ref,
}: DatePickerProps) {
  const mobile = useMediaQuery(PICKER_MOBILE_QUERY)
  const today = useMemo(() => todayProp ?? new Date(), [todayProp])

  // No date chosen is null: a parent clears the picker with value={null}.
  const [value, setValue] = useControlledValue<Date | null>(
    { value: valueProp, defaultValue, onValueChange: onValueChange as (date: Date | null) => void },
    null,
    'DatePicker',
  )
  const [open, setOpenState] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'DatePicker',
  })
  const [view, setView] = useState<DatePickerView>('days')
  const [month, setMonthShown] = useState(() => startOfMonth(value ?? today))
  // The month shown follows the value and the opening, however they came: a parent that opens
  // the picker (`open`) or gives it a date sees that date's month (today's when none), as a
  // visitor who opens it does.
  const valueTime = value?.getTime() ?? null
  const [seen, setSeen] = useState({ open, valueTime })
  if (seen.open !== open || seen.valueTime !== valueTime) {
    setSeen({ open, valueTime })
    if (open && (!seen.open || valueTime !== null)) {
      if (!seen.open) setView('days')
      setMonthShown(startOfMonth(value ?? today))
    }
  }
  const [backdropClosing, setBackdropClosing] = useState(false)
  const backdropTimer = useRef<number | undefined>(undefined)
  const contentRef = useRef<HTMLDivElement>(null)

  // The error shows until a day is picked, and again when the parent gives another.
  const [errorPicked, setErrorPicked] = useState(false)
  const [previousError, setPreviousError] = useState(error)
  if (error !== previousError) {
    setPreviousError(error)
    setErrorPicked(false)
  }
  const shownError = errorPicked ? null : error === true ? DATE_PICKER_INVALID_MESSAGE : error
  const invalid = Boolean(shownError)

  useEffect(() => () => window.clearTimeout(backdropTimer.current), [])

  const thisYear = today.getFullYear()
  const firstDay = useMemo(() => {
    const yearsBack = new Date(thisYear - DATE_PICKER_YEAR_SPAN, 0, 1)
    return min && isAfter(min, yearsBack) ? startOfDay(min) : yearsBack
  }, [min, thisYear])
  const lastDay = useMemo(() => {
    const yearsAhead = new Date(thisYear + DATE_PICKER_YEAR_SPAN, 11, 31)
    return max && isBefore(max, yearsAhead) ? endOfDay(max) : endOfDay(yearsAhead)
  }, [max, thisYear])

  const unavailable = useMemo<Matcher[]>(
    () => [
      { before: firstDay },
      { after: lastDay },
      ...(disabledDays === undefined ? [] : [disabledDays].flat()),
    ],
    [firstDay, lastDay, disabledDays],
  )
  const legendMarkers = useMemo(() => legend ?? markersOf(markedDays), [legend, markedDays])
  const markers = useMemo(
    () => markersByDay(markedDays, legendMarkers),
    [markedDays, legendMarkers],
  )
  const [focusedDay, setFocusedDay] = useState<string>()
  const calendar = useMemo(
    () => ({
      showYears: () => {
        setFocusedDay(undefined)
        setView('years')
      },
      focusedDay,
      markers,
    }),
    [focusedDay, markers],
  )

  const setOpen = (next: boolean) => {
    window.clearTimeout(backdropTimer.current)
    setBackdropClosing(false)
    setFocusedDay(undefined)
    setOpenState(next)
  }

  const pick = (date: Date) => {
    setValue(date)
    setErrorPicked(true)
    setOpen(false)
  }

  const closeFromBackdrop = () => {
    setBackdropClosing(true)
    window.clearTimeout(backdropTimer.current)
    backdropTimer.current = window.setTimeout(() => setOpen(false), DATE_PICKER_BACKDROP_CLOSE_MS)
  }

  const focusDayGrid = (event: Event) => {
    event.preventDefault()
    focusDayTarget(contentRef.current)
  }

  const returningToDays = useRef(false)
  useEffect(() => {
    if (view !== 'days' || !returningToDays.current) return
    returningToDays.current = false
    focusDayTarget(contentRef.current)
  }, [view])

  const years = useMemo(
    () =>
      Array.from({ length: DATE_PICKER_YEAR_SPAN * 2 + 1 }, (_, index) => {
        const year = thisYear - DATE_PICKER_YEAR_SPAN + index
        return {
          value: year,
          label: String(year),
          disabled: year < firstDay.getFullYear() || year > lastDay.getFullYear(),
        }
      }),
    [thisYear, firstDay, lastDay],
  )
  const months = MONTH_NAMES.map((name, index) => {
    const first = withMonth(month, index)
    return {
      value: index,
      label: name,
      disabled: isAfter(first, lastDay) || isBefore(endOfMonth(first), firstDay),
    }
  })

  const shownValue = value ? formatDate(value) : placeholder
  const trigger = (
    <FieldControl>
      <button
        ref={ref}
        type="button"
        data-slot="date-picker-trigger"
        aria-label={`${label}, ${shownValue}`}
        data-invalid={invalid || undefined}
        disabled={disabled}
        className={cn(
          'border-border bg-bg text-fg flex min-h-11 w-full items-center gap-2 rounded-md border px-3 py-2 text-left text-base',
          'disabled:bg-surface disabled:text-muted disabled:cursor-not-allowed',
          'data-invalid:border-danger data-invalid:shadow-[inset_0_0_0_1px_var(--color-danger)]',
          !value && 'text-muted',
        )}
      >
        <CalendarDays aria-hidden="true" className="text-muted size-5 shrink-0" />
        <span data-slot="date-picker-value">{shownValue}</span>
      </button>
    </FieldControl>
  )

  const panel = (
    <CalendarContext.Provider value={calendar}>
      {view === 'days' && (
        <DayPicker
          data-slot="date-picker-calendar"
          mode="single"
          required
          selected={value ?? undefined}
          onSelect={(_, day) => pick(day)}
          month={month}
          onMonthChange={setMonthShown}
          onDayFocus={(date) => setFocusedDay(isoDay(date))}
          onDayBlur={() => setFocusedDay(undefined)}
          startMonth={firstDay}
          endMonth={lastDay}
          disabled={unavailable}
          today={today}
          components={calendarComponents}
          classNames={calendarClassNames}
          formatters={{ formatWeekdayName: (weekday) => format(weekday, 'EEEEE') }}
          labels={{
            labelDayButton: (date, modifiers) =>
              [
                modifiers.today ? 'Today' : undefined,
                format(date, 'EEEE d MMMM yyyy'),
                markers.get(isoDay(date))?.meaning,
                modifiers.selected ? 'selected' : undefined,
                modifiers.disabled ? 'unavailable' : undefined,
              ]
                .filter(Boolean)
                .join(', '),
          }}
        />
      )}
      {view === 'years' && (
        <div data-slot="date-picker-years" className="flex flex-col gap-2">
          <p className="flex min-h-10 items-center px-2 font-semibold">Choose a year</p>
          <ChoiceGrid
            label="Years"
            items={years}
            columns={4}
            initialValue={month.getFullYear()}
            onPick={(year) => {
              setMonthShown(withYear(month, year))
              setView('months')
            }}
            className="max-h-72 overflow-y-auto p-1"
          />
        </div>
      )}
      {view === 'months' && (
        <div data-slot="date-picker-months" className="flex flex-col gap-2">
          <p className="flex min-h-10 items-center px-2 font-semibold">
            Choose a month in {month.getFullYear()}
          </p>
          <ChoiceGrid
            label={`Months of ${month.getFullYear()}`}
            items={months}
            columns={3}
            initialValue={month.getMonth()}
            onPick={(monthIndex) => {
              setMonthShown(withMonth(month, monthIndex))
              returningToDays.current = true
              setView('days')
            }}
            className="p-1"
          />
        </div>
      )}
      {view === 'days' && markedDays.length > 0 && <Legend markers={legendMarkers} />}
    </CalendarContext.Provider>
  )

  const panelClasses =
    'border-border bg-surface-raised text-fg z-50 rounded-lg border p-3 shadow-lg outline-none'

  return (
    <Field
      id={id}
      disabled={disabled}
      invalid={invalid}
      data-slot="date-picker"
      data-state={open ? 'open' : 'closed'}
      data-view={open ? view : undefined}
      data-date-invalid={invalid || undefined}
      data-layout={mobile ? 'dialog' : 'popover'}
      className={cn('w-full max-w-sm', className)}
    >
      <FieldLabel data-slot="date-picker-label">{label}</FieldLabel>
      {description && (
        <FieldDescription data-slot="date-picker-description">{description}</FieldDescription>
      )}
      {mobile ? (
        <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
          <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
          <DialogPrimitive.Portal>
            <DialogPrimitive.Overlay
              data-slot="date-picker-backdrop"
              data-closing={backdropClosing || undefined}
              onClick={closeFromBackdrop}
              className="bg-bg/80 motion-safe:data-[state=open]:animate-fade-in fixed inset-0 z-50 backdrop-blur-sm data-closing:opacity-0 motion-safe:transition-opacity motion-safe:duration-300"
            />
            <DialogPrimitive.Content
              ref={contentRef}
              data-slot="date-picker-content"
              aria-describedby={undefined}
              onOpenAutoFocus={focusDayGrid}
              onPointerDownOutside={(event) => event.preventDefault()}
              className={cn(
                panelClasses,
                'fixed top-1/2 left-1/2 w-[min(92vw,22rem)] -translate-x-1/2 -translate-y-1/2',
              )}
            >
              <DialogPrimitive.Title className="mb-2 px-2 text-sm font-medium">
                {label}
              </DialogPrimitive.Title>
              {panel}
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>
      ) : (
        <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
          <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
          <PopoverPrimitive.Portal>
            <PopoverPrimitive.Content
              ref={contentRef}
              data-slot="date-picker-content"
              aria-label={label}
              align="start"
              sideOffset={4}
              collisionPadding={8}
              onOpenAutoFocus={focusDayGrid}
              className={cn(
                panelClasses,
                'motion-safe:data-[state=open]:animate-fade-in w-[22rem]',
              )}
            >
              {panel}
            </PopoverPrimitive.Content>
          </PopoverPrimitive.Portal>
        </PopoverPrimitive.Root>
      )}
      <FieldError data-slot="date-picker-error">{shownError}</FieldError>
    </Field>
  )
}

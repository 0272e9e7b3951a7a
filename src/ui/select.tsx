import { useComposedRefs } from '@radix-ui/react-compose-refs'
import * as PopoverPrimitive from '@radix-ui/react-popover'
import { useControllableState } from '@radix-ui/react-use-controllable-state'
import { cva } from 'class-variance-authority'
import { Check, ChevronDown } from 'lucide-react'
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { cn } from '../lib/cn'
import { useHydrated } from '../lib/use-hydrated'
import { useField } from './field'
import { useControlledValue, type ControlledValueProps } from './use-controlled-value'

/**
 * The parts of a select, for a developer who needs more than `DropdownSelect` gives (an icon in
 * an item, groups, a footer): thin wrappers, each taking `ref` as a prop, spreading its props on
 * the element, with a `data-slot` and `className` merged last. `DropdownSelect` is built from
 * these. Put a `Select` in a `Field` and its trigger in a `FieldControl` to give it a label, a
 * description and an error (see README, "Extending a widget").
 *
 * Why not Radix Select: it is modal. While its list is open it hides the rest of the page from
 * assistive technology (`aria-hidden` on everything else) and traps focus, as a dialog does, which
 * a select's list is not: the native select hides nothing, and axe reports the hidden page's
 * links (`aria-hidden-focus`). Radix Select has no non-modal mode, so the behaviour is built here
 * as the ARIA 1.2 select-only combobox (WAI-ARIA Authoring Practices): focus stays on the trigger,
 * which points at the highlighted option with `aria-activedescendant`, and the list is placed,
 * dismissed (Escape, a click or focus outside) and animated by a non-modal Radix Popover, which
 * hides nothing.
 */

/** The look of a field's control, shared by the select's trigger and the native select. */
export const selectTriggerVariants = cva(
  [
    'border-border bg-bg text-fg flex min-h-11 w-full items-center justify-between gap-2 rounded-md border px-3 py-2 text-left text-base',
    'disabled:bg-surface disabled:text-muted disabled:cursor-not-allowed',
    'aria-invalid:border-danger aria-invalid:shadow-[inset_0_0_0_1px_var(--color-danger)]',
  ],
  {
    variants: {
      /** `select`: a native select, which draws no chevron of its own here. */
      kind: { trigger: 'group data-placeholder:text-muted', select: 'appearance-none pr-10' },
    },
    defaultVariants: { kind: 'trigger' },
  },
)

/** An option's look: highlighted in the primary colour, and in Highlight under forced colours. */
export const selectItemVariants = cva([
  'relative flex min-h-10 cursor-default items-center gap-2 rounded-sm py-2 pr-3 pl-8 outline-none select-none',
  'data-highlighted:bg-primary data-highlighted:text-primary-fg data-highlighted:forced-selected',
  'data-disabled:text-muted data-disabled:cursor-not-allowed forced-colors:data-disabled:text-[color:GrayText]',
])

/** Typed letters add up to one search while they come less than this far apart. */
const TYPEAHEAD_RESET_MS = 1000
/** PageUp and PageDown move the highlight this many options. */
const PAGE_STEP = 10

type Target = 'selected' | 'first' | 'last'

interface SelectContextValue {
  value: string
  open: boolean
  disabled: boolean
  highlighted: string | null
  listboxId: string
  optionId: (value: string) => string
  /** Whether an event's target is the trigger or inside it. */
  isTrigger: (target: EventTarget | null) => boolean
  /** Chooses an option and closes the list. */
  choose: (value: string) => void
  setOpen: (open: boolean) => void
  /** Opens the list with an option highlighted. */
  openAt: (target: Target) => void
  highlight: (value: string | null, how?: 'keyboard' | 'pointer') => void
  setTrigger: (trigger: HTMLButtonElement | null) => void
  /** The open list's element, and the closed one's, kept out of the document (`SelectContent`). */
  setList: (where: ListPlace, list: HTMLElement | null) => void
  list: (where: ListPlace) => HTMLElement | null
  /** What an option shows, for `SelectValue`. */
  label: (value: string) => React.ReactNode
  /** Counts the chosen option's labels that arrived: a new one re-renders `SelectValue`. */
  labelsVersion: number
  setLabel: (value: string, label: React.ReactNode) => void
}

type ListPlace = 'document' | 'fragment'

const SelectContext = createContext<SelectContextValue | null>(null)

function useSelect(part: string): SelectContextValue {
  const context = use(SelectContext)
  if (!context) throw new Error(`${part} must be inside a Select.`)
  return context
}

/** The values of the options that can be highlighted, in the order the list shows them. */
function enabledValues(list: HTMLElement | null): string[] {
  if (!list) return []
  return [...list.querySelectorAll<HTMLElement>('[role="option"]:not([aria-disabled="true"])')]
    .map((option) => option.dataset.value)
    .filter((value) => value !== undefined)
}

/** The words typeahead matches in an option: its `textValue`, else its text. */
function optionWords(list: HTMLElement | null, value: string): string {
  const option = [...(list?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])].find(
    (candidate) => candidate.dataset.value === value,
  )
  return (option?.dataset.textValue ?? option?.textContent ?? '').trim().toLowerCase()
}

export interface SelectProps extends ControlledValueProps<string> {
  /** Whether the list is open, when the parent controls it. */
  open?: boolean
  /** Whether the list starts open, when uncontrolled. */
  defaultOpen?: boolean
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void
  /** Called as the highlight moves, by keys or pointer; `null` when the list closes. */
  onHighlightChange?: (value: string | null) => void
  /** Nothing can be chosen, and the list does not open. */
  disabled?: boolean
  /** The form field name: the value is sent in a hidden input of this name. */
  name?: string
  /** The trigger, the list and anything else of the select. */
  children?: React.ReactNode
}

/**
 * The root: holds the value (`value`/`defaultValue`/`onValueChange`, `''` or `null` for nothing
 * chosen) and the open state (`open`/`defaultOpen`/`onOpenChange`), as every widget does.
 */
export function Select({
  value: valueProp,
  defaultValue,
  onValueChange,
  open: openProp,
  defaultOpen,
  onOpenChange,
  onHighlightChange,
  disabled = false,
  name,
  children,
}: SelectProps) {
  const [value, setValue] = useControlledValue(
    { value: valueProp, defaultValue, onValueChange },
    '',
    'Select',
  )
  const [openState, setOpenState] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen ?? false,
    onChange: onOpenChange,
    caller: 'Select',
  })
  const open = openState && !disabled
  const [highlighted, setHighlighted] = useState<string | null>(null)
  const [labelsVersion, setLabelsVersion] = useState(0)
  const labels = useRef(new Map<string, React.ReactNode>())
  const lists = useRef<Record<ListPlace, HTMLElement | null>>({ document: null, fragment: null })
  const triggerRef = useRef<HTMLButtonElement | null>(null)
  const scrollToHighlight = useRef(false)
  const baseId = useId()

  const highlight = useCallback(
    (next: string | null, how: 'keyboard' | 'pointer' = 'keyboard') => {
      scrollToHighlight.current = how === 'keyboard'
      setHighlighted(next)
      onHighlightChange?.(next)
    },
    [onHighlightChange],
  )

  const setOpen = useCallback(
    (next: boolean) => {
      if (next && disabled) return
      setOpenState(next)
      // After the parent heard of the close: it may still want the highlight (select-default).
      if (!next) highlight(null)
    },
    [disabled, highlight, setOpenState],
  )

  const openAt = useCallback(
    (target: Target) => {
      if (disabled) return
      const values = enabledValues(lists.current.fragment ?? lists.current.document)
      const wanted =
        target === 'last'
          ? values.at(-1)
          : target === 'selected' && values.includes(value)
            ? value
            : values[0]
      highlight(wanted ?? null)
      setOpen(true)
    },
    [disabled, highlight, setOpen, value],
  )

  const choose = useCallback(
    (next: string) => {
      setValue(next)
      setOpen(false)
    },
    [setOpen, setValue],
  )

  const optionId = useCallback(
    // encodeURIComponent leaves no white space, so any value makes a valid id.
    (option: string) => `${baseId}-option-${encodeURIComponent(option)}`,
    [baseId],
  )

  // Keeps the highlighted option in view as keys move it; never as the pointer does, or the list
  // would scroll under the pointer.
  useEffect(() => {
    if (!open || highlighted === null || !scrollToHighlight.current) return
    lists.current.document?.ownerDocument.getElementById(optionId(highlighted))?.scrollIntoView({
      block: 'nearest',
    })
  }, [open, highlighted, optionId])

  const context = useMemo<SelectContextValue>(
    () => ({
      value,
      open,
      disabled,
      highlighted,
      listboxId: `${baseId}-listbox`,
      optionId,
      isTrigger: (target) =>
        target instanceof Node && Boolean(triggerRef.current?.contains(target)),
      setTrigger: (trigger) => {
        triggerRef.current = trigger
      },
      choose,
      setOpen,
      openAt,
      highlight,
      setList: (where, list) => {
        lists.current[where] = list
      },
      list: (where) => lists.current[where],
      label: (option) => labels.current.get(option),
      labelsVersion,
      setLabel: (option, label) => {
        const first = !labels.current.has(option)
        labels.current.set(option, label)
        if (first && option === value) setLabelsVersion((version) => version + 1)
      },
    }),
    [
      value,
      open,
      disabled,
      highlighted,
      baseId,
      optionId,
      choose,
      setOpen,
      openAt,
      highlight,
      labelsVersion,
    ],
  )

  return (
    <SelectContext value={context}>
      <PopoverPrimitive.Root open={open} onOpenChange={setOpen} modal={false}>
        {children}
      </PopoverPrimitive.Root>
      {name !== undefined && <input type="hidden" name={name} value={value} disabled={disabled} />}
    </SelectContext>
  )
}

/** The button that opens the list, with its chevron; give it a `SelectValue`. */
export function SelectTrigger({
  className,
  children,
  ref,
  onKeyDown,
  onKeyUp,
  onClick,
  ...props
}: React.ComponentProps<'button'>) {
  const select = useSelect('SelectTrigger')
  const typeahead = useRef({ search: '', timer: 0 })
  // A key this handler acted on must not also press the button (some browsers still send the
  // click that Space's keyup makes).
  const keyHandled = useRef(false)

  const setRefs = useComposedRefs(ref, select.setTrigger)

  const search = (key: string) => {
    window.clearTimeout(typeahead.current.timer)
    const state = typeahead.current
    state.search += key.toLowerCase()
    state.timer = window.setTimeout(() => {
      state.search = ''
    }, TYPEAHEAD_RESET_MS)
    const list = select.list(select.open ? 'document' : 'fragment')
    const values = enabledValues(list)
    // The same letter again moves on to the next option that starts with it, as a native select.
    const repeated = [...state.search].every((letter) => letter === state.search[0])
    const wanted = repeated ? state.search[0]! : state.search
    const start = select.highlighted === null ? -1 : values.indexOf(select.highlighted)
    const ordered = [...values.slice(start + 1), ...values.slice(0, start + 1)]
    const candidates = repeated || start < 0 ? ordered : [values[start]!, ...ordered]
    const match = candidates.find((value) => optionWords(list, value).startsWith(wanted))
    if (match === undefined) return
    if (!select.open) select.setOpen(true)
    select.highlight(match)
  }

  const handleKey = (event: React.KeyboardEvent<HTMLButtonElement>): boolean => {
    const { key } = event
    if (event.ctrlKey || event.metaKey) return false
    if (!select.open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) select.openAt('selected')
      else if (key === 'Home') select.openAt('first')
      else if (key === 'End') select.openAt('last')
      else if (key.length === 1 && !event.altKey) search(key)
      else return false
      return true
    }
    const values = enabledValues(select.list('document'))
    const at = select.highlighted === null ? -1 : values.indexOf(select.highlighted)
    const moveTo = (index: number) => {
      const next = values[Math.max(0, Math.min(values.length - 1, index))]
      if (next !== undefined) select.highlight(next)
    }
    const typingAhead = typeahead.current.search !== ''
    if (key === 'Enter' || (key === ' ' && !typingAhead) || (key === 'ArrowUp' && event.altKey)) {
      if (select.highlighted === null) select.setOpen(false)
      else select.choose(select.highlighted)
    } else if (key === 'ArrowDown') moveTo(at < 0 ? 0 : at + 1)
    else if (key === 'ArrowUp') moveTo(at < 0 ? values.length - 1 : at - 1)
    else if (key === 'Home') moveTo(0)
    else if (key === 'End') moveTo(values.length - 1)
    else if (key === 'PageDown') moveTo(at + PAGE_STEP)
    else if (key === 'PageUp') moveTo(at - PAGE_STEP)
    else if (key.length === 1 && !event.altKey) search(key)
    // Escape, Tab and anything else: the popover closes on Escape and on focus leaving.
    else return false
    return true
  }

  return (
    <PopoverPrimitive.Anchor asChild>
      <button
        type="button"
        role="combobox"
        data-slot="select-trigger"
        ref={setRefs}
        aria-haspopup="listbox"
        aria-expanded={select.open}
        aria-controls={select.open ? select.listboxId : undefined}
        aria-activedescendant={
          select.open && select.highlighted !== null
            ? select.optionId(select.highlighted)
            : undefined
        }
        data-state={select.open ? 'open' : 'closed'}
        data-placeholder={select.value === '' ? '' : undefined}
        disabled={select.disabled}
        className={cn(selectTriggerVariants(), className)}
        onKeyDown={(event) => {
          onKeyDown?.(event)
          if (event.defaultPrevented || select.disabled) return
          if (handleKey(event)) {
            event.preventDefault()
            keyHandled.current = event.key === 'Enter' || event.key === ' '
          }
        }}
        onKeyUp={(event) => {
          onKeyUp?.(event)
          // The click a key makes comes right after its keyup.
          window.setTimeout(() => {
            keyHandled.current = false
          })
        }}
        onClick={(event) => {
          onClick?.(event)
          if (keyHandled.current) {
            keyHandled.current = false
            return
          }
          if (event.defaultPrevented) return
          if (select.open) select.setOpen(false)
          else select.openAt('selected')
        }}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="text-muted size-5 shrink-0 group-data-[state=open]:rotate-180 motion-safe:transition-transform motion-safe:duration-300"
        />
      </button>
    </PopoverPrimitive.Anchor>
  )
}

export type SelectValueProps = React.ComponentProps<'span'> & {
  /** Shown while nothing is chosen. */
  placeholder?: React.ReactNode
}

/**
 * What the trigger shows: the chosen option's content, else the placeholder. Give the chosen
 * option's words as children for the server-rendered page, where the list does not exist yet.
 */
export function SelectValue({ placeholder, children, className, ...props }: SelectValueProps) {
  const select = useSelect('SelectValue')
  const chosen = select.value !== ''
  return (
    <span
      data-slot="select-value"
      className={cn('pointer-events-none flex min-w-0 items-center gap-2', className)}
      {...props}
    >
      {chosen ? (children ?? select.label(select.value)) : placeholder}
    </span>
  )
}

export type SelectContentProps = React.ComponentProps<typeof PopoverPrimitive.Content> & {
  /** Where the open list is attached; inside the field keeps it within the page's landmarks. */
  container?: React.ComponentProps<typeof PopoverPrimitive.Portal>['container']
  /** The list's height limit in pixels (it scrolls beyond it). */
  maxHeight?: number
}

/**
 * The open list (a `listbox`), below its trigger and as wide as it, scrolling past `maxHeight`.
 * Inside a `Field` the field's label names it; elsewhere give it `aria-label`.
 *
 * While closed, its options are rendered into a fragment outside the document, as Radix Select
 * does, so that the keys know them before the list opens and `SelectValue` can show the chosen
 * one's content.
 */
export function SelectContent({
  container,
  maxHeight = 250,
  className,
  style,
  children,
  ref,
  onInteractOutside,
  ...props
}: SelectContentProps) {
  const select = useSelect('SelectContent')
  const field = useField()
  // Made once hydrated: the server has no document, and hydration must match the server's HTML.
  const hydrated = useHydrated()
  const fragment = useMemo(() => (hydrated ? new DocumentFragment() : null), [hydrated])
  const { setList } = select
  const setRefs = useComposedRefs(
    ref,
    useCallback((list: HTMLDivElement | null) => setList('document', list), [setList]),
  )

  return (
    <>
      <PopoverPrimitive.Portal container={container}>
        <PopoverPrimitive.Content
          data-slot="select-content"
          ref={setRefs}
          role="listbox"
          id={select.listboxId}
          aria-labelledby={props['aria-label'] === undefined ? field?.labelId : undefined}
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          // Focus stays on the trigger, which points at the highlighted option.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            onInteractOutside?.(event)
            // The trigger opens and closes the list itself.
            if (select.isTrigger(event.target)) event.preventDefault()
          }}
          // A press on an option must not take focus from the trigger.
          onMouseDown={(event) => event.preventDefault()}
          style={{
            maxHeight: `min(${maxHeight}px, var(--radix-popover-content-available-height))`,
            ...style,
          }}
          className={cn(
            'border-border bg-surface-raised text-fg z-50 w-(--radix-popover-trigger-width) overflow-y-auto rounded-md border p-1 shadow-lg',
            'motion-safe:data-[state=open]:animate-fade-in motion-safe:data-[state=closed]:animate-fade-out',
            className,
          )}
          {...props}
        >
          {children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
      {!select.open &&
        fragment !== null &&
        createPortal(
          <div role="listbox" ref={(list) => setList('fragment', list)}>
            {children}
          </div>,
          fragment,
        )}
    </>
  )
}

/**
 * One option. Its children are what the list and the trigger show (an icon and words, say);
 * `textValue` is the words typeahead matches when the children are more than text.
 */
export function SelectItem({
  value,
  textValue,
  disabled = false,
  className,
  children,
  onClick,
  onPointerMove,
  ...props
}: React.ComponentProps<'div'> & {
  /** The value chosen with this option; not empty. */
  value: string
  /** The words typeahead matches; the option's text by default. */
  textValue?: string
  /** The option shows but cannot be chosen, and the keys pass over it. */
  disabled?: boolean
}) {
  const select = useSelect('SelectItem')
  const selected = select.value === value
  const highlighted = select.highlighted === value
  const { setLabel } = select
  useLayoutEffect(() => setLabel(value, children))

  return (
    // The trigger takes the keys for its options (aria-activedescendant); a click chooses one.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      role="option"
      // Focusable by script only, as an option is; a press never moves focus here (the list
      // prevents it), so the trigger keeps it.
      tabIndex={-1}
      data-slot="select-item"
      id={select.optionId(value)}
      data-value={value}
      data-text-value={textValue}
      // As in WAI-ARIA's select-only combobox, the option the trigger points at is the selected
      // one while the list is open; the check mark shows the chosen value.
      aria-selected={select.highlighted === null ? selected : highlighted}
      aria-disabled={disabled || undefined}
      data-disabled={disabled ? '' : undefined}
      data-highlighted={highlighted ? '' : undefined}
      data-state={selected ? 'checked' : 'unchecked'}
      className={cn(selectItemVariants(), className)}
      onPointerMove={(event) => {
        onPointerMove?.(event)
        if (!disabled && !highlighted && event.pointerType !== 'touch') {
          select.highlight(value, 'pointer')
        }
      }}
      onClick={(event) => {
        onClick?.(event)
        if (!disabled && !event.defaultPrevented) select.choose(value)
      }}
      {...props}
    >
      {selected && (
        <span className="absolute left-2 inline-flex items-center">
          <Check aria-hidden="true" className="size-4" />
        </span>
      )}
      <span className="flex items-center gap-2">{children}</span>
    </div>
  )
}

const GroupContext = createContext<string | undefined>(undefined)

/** Options under one heading (`SelectLabel`). */
export function SelectGroup({ children, ...props }: React.ComponentProps<'div'>) {
  const labelId = useId()
  return (
    <div role="group" data-slot="select-group" aria-labelledby={labelId} {...props}>
      <GroupContext value={labelId}>{children}</GroupContext>
    </div>
  )
}

/** A group's heading inside the list. */
export function SelectLabel({ className, ...props }: React.ComponentProps<'div'>) {
  const id = use(GroupContext)
  return (
    <div
      id={id}
      data-slot="select-label"
      className={cn('text-muted px-3 py-1.5 text-sm font-semibold', className)}
      {...props}
    />
  )
}

/** A line between groups. */
export function SelectSeparator({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-slot="select-separator"
      className={cn('bg-border my-1 h-px', className)}
      {...props}
    />
  )
}

import * as AccordionPrimitive from '@radix-ui/react-accordion'
import * as CheckboxPrimitive from '@radix-ui/react-checkbox'
import { CheckIcon, ChevronDownIcon } from 'lucide-react'
import { createContext, useContext } from 'react'
import { cn } from '../lib/cn'
import { useHydrated } from '../lib/use-hydrated'
import { useControlledValue, type ControlledValueProps } from './use-controlled-value'

export type AccordionStep = {
  /** The step's title: the trigger's label. */
  stepTitle: string
  /** A short line above the title (a step number or category). */
  stepHeading?: string
  /** Whether the step has a checkbox that adds its value to the selected list. */
  isSelectable?: boolean
  /** Identifies the step; the value that is selected. */
  value: string
  /** Marked "Important" in words and by a stronger border. */
  important?: boolean
  /** Opens after the accordion has loaded. */
  isOpenDefault?: boolean
  /** Starts checked (selectable steps). */
  isChecked?: boolean
  /** What the step shows when open. */
  content?: React.ReactNode
}

export const ACCORDION_VIEW_MODES = ['panel', 'card'] as const
export type AccordionViewMode = (typeof ACCORDION_VIEW_MODES)[number]

/** The spec: the view mode is panel or card, and anything else becomes panel. */
export function resolveViewMode(viewMode: string | undefined): AccordionViewMode {
  return ACCORDION_VIEW_MODES.find((mode) => mode === viewMode) ?? 'panel'
}

/*
 * The parts of an accordion, for a developer who needs more than `Accordion`'s steps give (the
 * site's mobile menu, say): thin wrappers over Radix Accordion, each taking `ref` as a prop,
 * spreading its props on the element, with a `data-slot` and `className` merged last.
 * `Accordion` is built from these.
 */

/** The values of the sections open at first render: before hydration, no other can be open. */
const FirstOpenValues = createContext<readonly string[] | undefined>(undefined)
const ItemValue = createContext<string | undefined>(undefined)

export function AccordionRoot(props: React.ComponentProps<typeof AccordionPrimitive.Root>) {
  const first = props.value ?? props.defaultValue ?? []
  return (
    <FirstOpenValues value={typeof first === 'string' ? [first] : first}>
      <AccordionPrimitive.Root data-slot="accordion" {...props} />
    </FirstOpenValues>
  )
}

/** One section: its trigger and its content. */
export function AccordionItem(props: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <ItemValue value={props.value}>
      <AccordionPrimitive.Item data-slot="accordion-item" {...props} />
    </ItemValue>
  )
}

export type AccordionTriggerProps = React.ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** The heading level the trigger sits in, to fit the page's outline (Radix's default is 3). */
  headingLevel?: AccordionHeadingLevel
  /** Classes of the heading around the trigger. */
  headerClassName?: string
}

/** The button that opens and closes its section, inside a heading, with a turning chevron. */
export function AccordionTrigger({
  headingLevel = 3,
  headerClassName,
  className,
  children,
  ...props
}: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <AccordionPrimitive.Header asChild>
      <Heading data-slot="accordion-header" className={cn('m-0', headerClassName)}>
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn('group text-fg flex w-full items-center gap-3 text-left', className)}
          {...props}
        >
          {children}
          {/* Without scripts every section shows, and none can be toggled. */}
          <ChevronDownIcon
            aria-hidden="true"
            className="size-5 shrink-0 group-data-[state=open]:rotate-180 motion-safe:transition-transform motion-safe:duration-200 noscript:hidden"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  )
}

/**
 * The section's content; it slides open and shut unless less motion is asked for. Radix leaves a
 * closed section's content out of the page, so until hydration a closed section renders it hidden
 * instead: the server's HTML holds every answer, and a browser without scripts shows them all.
 */
export function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  const hydrated = useHydrated()
  const firstOpen = useContext(FirstOpenValues)
  const item = useContext(ItemValue)
  if (!hydrated && firstOpen && item !== undefined && !firstOpen.includes(item)) {
    return (
      <div
        data-slot="accordion-content"
        data-state="closed"
        className={cn('hidden overflow-hidden noscript:block', className)}
      >
        {children}
      </div>
    )
  }
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className={cn(
        'overflow-hidden',
        'motion-safe:data-[state=closed]:animate-accordion-close',
        'motion-safe:data-[state=open]:animate-accordion-open',
        className,
      )}
      {...props}
    >
      {children}
    </AccordionPrimitive.Content>
  )
}

const NONE: string[] = []

export type AccordionHeadingLevel = 2 | 3 | 4 | 5 | 6

export type AccordionProps = Omit<
  React.ComponentProps<typeof AccordionPrimitive.Root>,
  'type' | 'value' | 'defaultValue' | 'onValueChange' | 'collapsible' | 'children'
> &
  ControlledValueProps<string> & {
    /** The steps, in order: title, content, value, and whether each is open, checkable, important. */
    steps: readonly AccordionStep[]
    /** 'panel' (joined rows) or 'card' (separate cards); anything else is shown as panel. */
    viewMode?: string
    /** The heading level of each step's title, to fit the page's outline. */
    headingLevel?: AccordionHeadingLevel
    /** The checked steps' values (controlled); `null` unchecks every step. */
    selected?: string[] | null
    /**
     * The checked steps' values to start with when uncontrolled; when omitted, the steps marked
     * `isChecked`.
     */
    defaultSelected?: string[] | null
    /** Called with the values of the checked steps whenever one is checked or unchecked. */
    onSelectedChange?: (values: string[]) => void
  }

/**
 * Steps that open one at a time (Radix Accordion, single and collapsible). Selectable steps carry
 * a checkbox beside the trigger, never inside it, because interactive elements cannot nest.
 */
export function Accordion({
  steps,
  viewMode,
  headingLevel = 3,
  value,
  defaultValue,
  onValueChange,
  selected: selectedProp,
  defaultSelected,
  onSelectedChange,
  className,
  ...props
}: AccordionProps) {
  const mode = resolveViewMode(viewMode)
  // The value is the open step's ('' when all are closed). Uncontrolled, the step marked
  // isOpenDefault is open from the first render, so prerendered pages show it too.
  const [openValue, setOpenValue] = useControlledValue(
    {
      value,
      defaultValue:
        defaultValue === undefined ? steps.find((step) => step.isOpenDefault)?.value : defaultValue,
      onValueChange,
    },
    '',
    'Accordion',
  )
  const [selected, setSelected] = useControlledValue(
    {
      value: selectedProp,
      defaultValue:
        defaultSelected === undefined
          ? steps.filter((step) => step.isSelectable && step.isChecked).map((step) => step.value)
          : defaultSelected,
      onValueChange: onSelectedChange,
    },
    NONE,
    'Accordion',
  )

  function toggleSelected(value: string, checked: boolean) {
    const next = checked
      ? [...selected.filter((item) => item !== value), value]
      : selected.filter((item) => item !== value)
    setSelected(next)
  }

  return (
    <AccordionRoot
      data-slot="accordion"
      data-view-mode={mode}
      type="single"
      collapsible
      value={openValue}
      onValueChange={setOpenValue}
      className={cn(
        mode === 'panel'
          ? 'divide-border border-border bg-surface-raised divide-y rounded-md border'
          : 'flex flex-col gap-3',
        className,
      )}
      {...props}
    >
      {steps.map((step) => {
        const checked = selected.includes(step.value)
        return (
          <AccordionItem
            key={step.value}
            value={step.value}
            data-important={step.important ? '' : undefined}
            data-checked={step.isSelectable ? String(checked) : undefined}
            className={cn(
              mode === 'card' && 'border-border bg-surface-raised rounded-md border shadow-sm',
              step.important && 'border-l-primary border-l-4',
            )}
          >
            <div data-slot="accordion-row" className="flex items-center gap-3 px-4">
              {step.isSelectable && (
                <CheckboxPrimitive.Root
                  data-slot="accordion-checkbox"
                  checked={checked}
                  onCheckedChange={(state) => toggleSelected(step.value, state === true)}
                  aria-label={`Select ${step.stepTitle}`}
                  className={cn(
                    'border-fg bg-bg text-primary-fg inline-flex size-6 shrink-0 items-center justify-center rounded border-2',
                    'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
                    'forced-colors:border-[color:ButtonText] forced-colors:bg-[color:ButtonFace] forced-colors:text-[color:HighlightText] forced-colors:forced-color-adjust-none forced-colors:focus-visible:outline-[color:CanvasText]',
                    'forced-colors:data-[state=checked]:border-[color:Highlight] forced-colors:data-[state=checked]:bg-[color:Highlight]',
                  )}
                >
                  <CheckboxPrimitive.Indicator data-slot="accordion-checkbox-indicator">
                    <CheckIcon className="size-4" aria-hidden="true" />
                  </CheckboxPrimitive.Indicator>
                </CheckboxPrimitive.Root>
              )}
              <AccordionTrigger
                headingLevel={headingLevel}
                headerClassName="flex-1 text-base"
                className="min-h-12 py-3 font-semibold"
              >
                <span className="flex flex-1 flex-col gap-0.5">
                  {/* The space keeps them apart in the button's name: "Step 1 Apply to…". */}
                  {step.stepHeading && (
                    <>
                      <span
                        data-slot="accordion-step-heading"
                        className="text-muted text-sm font-normal"
                      >
                        {step.stepHeading}
                      </span>{' '}
                    </>
                  )}
                  <span data-slot="accordion-step-title">{step.stepTitle}</span>
                </span>
                {step.important && (
                  <span
                    data-slot="accordion-important"
                    className="border-primary text-fg rounded-full border px-2 py-0.5 text-xs font-semibold"
                  >
                    Important
                  </span>
                )}
              </AccordionTrigger>
            </div>
            <AccordionContent>
              <div className="text-fg px-4 pt-1 pb-4">{step.content}</div>
            </AccordionContent>
          </AccordionItem>
        )
      })}
    </AccordionRoot>
  )
}

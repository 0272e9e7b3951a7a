import * as ToggleGroupPrimitive from '@radix-ui/react-toggle-group'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../lib/cn'
import { useControlledValue, type ControlledValueProps } from './use-controlled-value'

/** The spec's toggle option (value, optional id), with the text it shows. */
export type ToggleOption = {
  value: string
  id?: string
  /** Shown on the item; the value when absent. */
  label?: React.ReactNode
  disabled?: boolean
}

// Wraps onto a second row when even the items' longest words do not fit side by side (three
// options in a narrow column), rather than running out of its box. The pill themes' radius is
// half a one-row height, so one row still reads as a pill.
const toggleSwitchVariants = cva('inline-flex max-w-full flex-wrap', {
  variants: {
    theme: {
      dark: 'bg-primary gap-1 rounded-[1.625rem] p-1',
      light: 'border-border bg-surface gap-1 rounded-[1.625rem] border p-1',
      notch: 'border-border gap-1 border-b-2 pb-2.5',
      bordered: 'border-primary overflow-hidden rounded-md border-2',
    },
  },
  defaultVariants: { theme: 'light' },
})

// Items are 246 px wide (spec) and share a narrower row equally, wrapping their labels between
// words: from a zero basis each grows to its share, and a flex item's minimum is its longest
// word, so no word is split and a row breaks only when the longest words no longer fit.
const toggleSwitchItemVariants = cva(
  [
    'relative min-h-11 w-[246px] shrink grow basis-0 px-2 py-2 text-center text-sm font-semibold break-words sm:px-4 sm:text-base',
    'motion-safe:transition-colors motion-safe:duration-150',
    'disabled:cursor-not-allowed disabled:opacity-50 forced-colors:disabled:text-[color:GrayText]',
    'data-[state=on]:forced-selected',
  ],
  {
    variants: {
      theme: {
        dark: 'text-primary-fg data-[state=on]:bg-accent data-[state=on]:text-accent-fg rounded-full',
        light: 'text-fg data-[state=on]:bg-primary data-[state=on]:text-primary-fg rounded-full',
        notch: [
          'text-fg data-[state=on]:bg-primary data-[state=on]:text-primary-fg rounded-md',
          "data-[state=on]:after:absolute data-[state=on]:after:top-full data-[state=on]:after:left-1/2 data-[state=on]:after:-translate-x-1/2 data-[state=on]:after:border-8 data-[state=on]:after:border-transparent data-[state=on]:after:border-t-primary data-[state=on]:after:content-['']",
        ],
        bordered:
          'border-primary text-fg data-[state=on]:bg-primary data-[state=on]:text-primary-fg border-l-2 first:border-l-0',
      },
    },
    defaultVariants: { theme: 'light' },
  },
)

export type ToggleSwitchProps = Omit<
  ToggleGroupPrimitive.ToggleGroupSingleProps,
  'type' | 'value' | 'defaultValue' | 'onValueChange' | 'children'
> &
  VariantProps<typeof toggleSwitchVariants> & {
    /** The group's accessible name, e.g. "Chart period". */
    label: string
    /** The toggles, in order: each a value, its words (the value when omitted), an id, disabled. */
    options: readonly ToggleOption[]
  } & ControlledValueProps<string>

/**
 * A row of mutually exclusive toggles in the spec's themes (dark, light, notch, bordered). Radix
 * gives the radio semantics and arrow-key focus; pressing the chosen item again keeps it chosen.
 */
export function ToggleSwitch({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  theme,
  className,
  ...props
}: ToggleSwitchProps) {
  const [selected, setSelected] = useControlledValue(
    { value, defaultValue, onValueChange },
    '',
    'ToggleSwitch',
  )

  return (
    <ToggleGroupPrimitive.Root
      data-slot="toggle-switch"
      data-theme={theme ?? 'light'}
      type="single"
      aria-label={label}
      value={selected}
      onValueChange={(next) => {
        // Pressing the chosen item again keeps it chosen.
        if (next) setSelected(next)
      }}
      className={cn(toggleSwitchVariants({ theme }), className)}
      {...props}
    >
      {options.map((option) => (
        <ToggleGroupPrimitive.Item
          key={option.value}
          data-slot="toggle-switch-item"
          id={option.id}
          value={option.value}
          disabled={option.disabled}
          className={toggleSwitchItemVariants({ theme })}
        >
          {option.label ?? option.value}
        </ToggleGroupPrimitive.Item>
      ))}
    </ToggleGroupPrimitive.Root>
  )
}

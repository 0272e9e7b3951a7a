import * as ToggleGroupPrimitive from '@radix-ui/react-toggle-group'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../lib/cn'
import { useControlledValue, type ControlledValueProps } from './use-controlled-value'

export type PickerOption = {
  value: string
  /** Shown on the button; the value when absent. */
  label?: React.ReactNode
  disabled?: boolean
}

const optionPickerItemVariants = cva(
  [
    'border-border text-fg hover:bg-surface inline-flex items-center justify-center rounded-full border-2 font-semibold',
    'data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-fg data-[state=on]:forced-selected',
    'motion-safe:transition-colors motion-safe:duration-150',
    'disabled:cursor-not-allowed disabled:opacity-50 forced-colors:disabled:text-[color:GrayText]',
  ],
  {
    variants: {
      size: {
        sm: 'min-h-8 min-w-8 px-3 text-sm',
        md: 'min-h-11 min-w-11 px-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

export type OptionPickerProps = Omit<
  ToggleGroupPrimitive.ToggleGroupSingleProps,
  'type' | 'value' | 'defaultValue' | 'onValueChange' | 'children'
> &
  VariantProps<typeof optionPickerItemVariants> & {
    /** The group's accessible name, e.g. "Chart range". */
    label: string
    /** The options, in order: each a value, its words (the value when omitted), disabled. */
    options: readonly PickerOption[]
    /** Lets pressing the chosen option again clear the choice; off by default. */
    allowEmpty?: boolean
  } & ControlledValueProps<string>

/**
 * One of a few options shown as buttons, such as a chart's range ("1 year", "5 years", "All").
 * A Radix single toggle group: radio semantics, arrow keys move focus and Space or Enter choose,
 * so a chart does not redraw for every option the keyboard passes on the way.
 */
export function OptionPicker({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  allowEmpty = false,
  size,
  className,
  ...props
}: OptionPickerProps) {
  // `onValueChange` gets '' when `allowEmpty` lets the visitor clear the choice.
  const [selected, setSelected] = useControlledValue(
    { value, defaultValue, onValueChange },
    '',
    'OptionPicker',
  )

  return (
    <ToggleGroupPrimitive.Root
      data-slot="option-picker"
      type="single"
      aria-label={label}
      value={selected}
      onValueChange={(next) => {
        if (next || allowEmpty) setSelected(next)
      }}
      className={cn('flex flex-wrap gap-2', className)}
      {...props}
    >
      {options.map((option) => (
        <ToggleGroupPrimitive.Item
          key={option.value}
          data-slot="option-picker-item"
          value={option.value}
          disabled={option.disabled}
          className={optionPickerItemVariants({ size })}
        >
          {option.label ?? option.value}
        </ToggleGroupPrimitive.Item>
      ))}
    </ToggleGroupPrimitive.Root>
  )
}

import * as SelectPrimitive from '@radix-ui/react-select'
import { cva } from 'class-variance-authority'
import { Check, ChevronDown } from 'lucide-react'
import { cn } from '../lib/cn'

/**
 * The parts of a select, for a developer who needs more than `DropdownSelect` gives (an icon in
 * an item, groups, a footer): thin wrappers over Radix Select, each taking `ref` as a prop,
 * spreading its props on the element, with a `data-slot` and `className` merged last.
 * `DropdownSelect` is built from these. Put a `Select` in a `Field` and its trigger in a
 * `FieldControl` to give it a label, a description and an error (see README, "Extending a widget").
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

export const Select = SelectPrimitive.Root
export const SelectGroup = SelectPrimitive.Group
export const SelectValue = SelectPrimitive.Value

/** The button that opens the list, with its chevron; give it a `SelectValue`. */
export function SelectTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(selectTriggerVariants(), className)}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown
          aria-hidden="true"
          className="text-muted size-5 shrink-0 group-data-[state=open]:rotate-180 motion-safe:transition-transform motion-safe:duration-300"
        />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  )
}

export type SelectContentProps = React.ComponentProps<typeof SelectPrimitive.Content> & {
  /** Where the open list is attached; inside the field keeps it within the page's landmarks. */
  container?: React.ComponentProps<typeof SelectPrimitive.Portal>['container']
  /** The list's height limit in pixels (it scrolls beyond it). */
  maxHeight?: number
}

/** The open list, below its trigger and as wide as it, scrolling past `maxHeight`. */
export function SelectContent({
  container,
  maxHeight = 250,
  className,
  style,
  children,
  ...props
}: SelectContentProps) {
  return (
    <SelectPrimitive.Portal container={container}>
      <SelectPrimitive.Content
        data-slot="select-content"
        position="popper"
        // The list scrolls, so it is in the tab order (Radix keeps Tab inside it anyway).
        tabIndex={0}
        sideOffset={4}
        style={{
          maxHeight: `min(${maxHeight}px, var(--radix-select-content-available-height))`,
          ...style,
        }}
        className={cn(
          'border-border bg-surface-raised text-fg z-50 w-(--radix-select-trigger-width) overflow-y-auto rounded-md border shadow-lg',
          'motion-safe:data-[state=open]:animate-fade-in motion-safe:data-[state=closed]:animate-fade-out',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport
          data-slot="select-viewport"
          style={{ overflow: 'visible' }}
          className="p-1"
        >
          {children}
        </SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  )
}

/**
 * One option. Its children are what the list shows (an icon and words, say); `textValue` is the
 * words the trigger shows and typeahead matches when the children are more than text.
 */
export function SelectItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(selectItemVariants(), className)}
      {...props}
    >
      <SelectPrimitive.ItemIndicator className="absolute left-2 inline-flex items-center">
        <Check aria-hidden="true" className="size-4" />
      </SelectPrimitive.ItemIndicator>
      {/* Radix copies the item text into the trigger but drops its own class: a span of ours keeps
          an icon beside the words there and in the list (an svg is a block otherwise). */}
      <SelectPrimitive.ItemText>
        <span className="flex items-center gap-2">{children}</span>
      </SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  )
}

/** A group's heading inside the list. */
export function SelectLabel({
  className,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('text-muted px-3 py-1.5 text-sm font-semibold', className)}
      {...props}
    />
  )
}

/** A line between groups. */
export function SelectSeparator({
  className,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('bg-border my-1 h-px', className)}
      {...props}
    />
  )
}

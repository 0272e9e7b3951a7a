import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../lib/cn'

const spinnerIconVariants = cva('shrink-0 motion-safe:animate-spin', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-5',
      lg: 'size-8',
    },
  },
  defaultVariants: { size: 'md' },
})

export type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerIconVariants> & {
    /** What is loading, for screen readers (and on screen with `showLabel`). */
    label?: string
    /** Shows the label beside the icon instead of only to screen readers. */
    showLabel?: boolean
    /** Inside a control that already says it is busy (a loading button): hidden from assistive technology. */
    decorative?: boolean
    /** Whether the spinner is spinning ("emitting"); when not, it shows nothing. */
    active?: boolean
  }

function SpinnerIcon({ size }: VariantProps<typeof spinnerIconVariants>) {
  return (
    <svg
      data-slot="spinner-icon"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={spinnerIconVariants({ size })}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" opacity="0.3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

/**
 * A loading indicator. Standing alone it is a polite `status` region that stays in the page while
 * idle, so screen readers announce the label when it starts spinning.
 */
export function Spinner({
  label = 'Loading',
  showLabel = false,
  decorative = false,
  active = true,
  size,
  className,
  ...props
}: SpinnerProps) {
  const state = active ? 'active' : 'idle'

  if (decorative) {
    if (!active) return null
    return (
      <span
        data-slot="spinner"
        data-state={state}
        aria-hidden="true"
        className={cn('inline-flex', className)}
        {...props}
      >
        <SpinnerIcon size={size} />
      </span>
    )
  }

  return (
    <span
      data-slot="spinner"
      data-state={state}
      role="status"
      className={cn('inline-flex items-center gap-2', className)}
      {...props}
    >
      {active && (
        <>
          <SpinnerIcon size={size} />
          <span data-slot="spinner-label" className={showLabel ? undefined : 'sr-only'}>
            {label}
          </span>
        </>
      )}
    </span>
  )
}

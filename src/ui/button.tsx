import { Slot, Slottable } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import { useEffect, useRef, useState } from 'react'
import { cn } from '../lib/cn'
import { Spinner } from './spinner'

/** The spec's ripple "lasts about 1 s". */
export const RIPPLE_DURATION_MS = 1000

/** The button's look, for an element that should look like one (a link, say). */
export const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center gap-2 rounded-md border font-semibold',
    'max-w-full text-center no-underline select-none',
    'motion-safe:transition-[background-color,box-shadow,color] motion-safe:duration-150',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed',
  ],
  {
    variants: {
      /** The button's colours (named variant, not color, which is an HTML attribute). */
      variant: {
        primary: 'border-primary bg-primary text-primary-fg hover:bg-primary/90',
        secondary: 'border-accent bg-accent text-accent-fg hover:bg-accent/90',
        outline: 'border-border text-fg hover:bg-surface bg-transparent',
      },
      elevation: {
        0: '',
        1: 'shadow-xs',
        2: 'shadow-sm',
        3: 'shadow-md',
        4: 'shadow-lg',
        5: 'shadow-xl',
      },
      size: {
        sm: 'min-h-8 min-w-8 px-3 py-1 text-sm',
        md: 'min-h-11 min-w-11 px-5 py-2 text-base',
        lg: 'min-h-12 min-w-12 px-6 py-2 text-lg',
      },
    },
    defaultVariants: { variant: 'outline', elevation: 0, size: 'md' },
  },
)

type ButtonVariantProps = VariantProps<typeof buttonVariants>

type Ripple = { id: number; x: number; y: number; size: number }

export type ButtonProps = React.ComponentProps<'button'> &
  ButtonVariantProps &
  (
    | {
        /** Renders the single child element (a link) with the button's look and ripple. */
        asChild: true
        loading?: never
      }
    | {
        asChild?: false
        /** Busy: the label is hidden from sight but stays the accessible name; clicks are ignored. */
        loading?: boolean
      }
  )

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

function useRipples() {
  const [ripples, setRipples] = useState<Ripple[]>([])
  const nextId = useRef(0)
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach(clearTimeout)
  }, [])

  function addRipple(event: React.PointerEvent<HTMLElement>) {
    if (prefersReducedMotion()) return
    const rect = event.currentTarget.getBoundingClientRect()
    const size = 2 * Math.hypot(rect.width, rect.height)
    const ripple = {
      id: nextId.current++,
      x: event.clientX - rect.left,
      y: event.clientY - rect.top,
      size,
    }
    setRipples((current) => [...current, ripple])
    const timer = setTimeout(() => {
      timers.current.delete(timer)
      setRipples((current) => current.filter((other) => other.id !== ripple.id))
    }, RIPPLE_DURATION_MS)
    timers.current.add(timer)
  }

  return { ripples, addRipple }
}

function RippleLayer({ ripples }: { ripples: Ripple[] }) {
  if (ripples.length === 0) return null
  return (
    <span
      data-slot="button-ripples"
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 overflow-hidden rounded-[inherit]"
    >
      {ripples.map((ripple) => (
        <span
          key={ripple.id}
          data-slot="button-ripple"
          className="motion-safe:animate-button-ripple absolute rounded-full bg-current opacity-0"
          style={{
            left: ripple.x - ripple.size / 2,
            top: ripple.y - ripple.size / 2,
            width: ripple.size,
            height: ripple.size,
          }}
        />
      ))}
    </span>
  )
}

/**
 * A button in the spec's colours (primary, secondary, none) and elevations (1 to 5), with a
 * pointer ripple. While loading it stays focusable and keeps its name, but ignores clicks.
 */
export function Button({
  asChild = false,
  loading = false,
  variant,
  elevation,
  size,
  type = 'button',
  className,
  children,
  onClick,
  onPointerDown,
  ...props
}: ButtonProps) {
  const { ripples, addRipple } = useRipples()
  const classes = cn(buttonVariants({ variant, elevation, size }), className)

  if (asChild) {
    return (
      <Slot
        data-slot="button"
        className={classes}
        {...props}
        onClick={onClick}
        onPointerDown={(event: React.PointerEvent<HTMLButtonElement>) => {
          onPointerDown?.(event)
          addRipple(event)
        }}
      >
        <Slottable>{children}</Slottable>
        <RippleLayer ripples={ripples} />
      </Slot>
    )
  }

  return (
    <button
      data-slot="button"
      data-loading={loading || undefined}
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={classes}
      {...props}
      onPointerDown={(event) => {
        onPointerDown?.(event)
        if (!loading) addRipple(event)
      }}
      onClick={(event) => {
        if (loading) {
          event.preventDefault()
          return
        }
        onClick?.(event)
      }}
    >
      {/* Transparent rather than visibility:hidden, which would drop the label from the name. */}
      <span
        data-slot="button-label"
        className={cn('inline-flex items-center gap-2', loading && 'opacity-0')}
      >
        {children}
      </span>
      {loading && (
        <span
          data-slot="button-spinner"
          className="absolute inset-0 flex items-center justify-center"
        >
          <Spinner decorative size={size === 'sm' ? 'sm' : 'md'} />
        </span>
      )}
      <RippleLayer ripples={ripples} />
    </button>
  )
}

import { cn } from '../lib/cn'

export type TwoCardPanelProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Exactly two cards, usually `InfoCard`s, in reading order. */
  children: [React.ReactNode, React.ReactNode]
}

/**
 * Two cards side by side from the 767 px breakpoint up, at equal heights; stacked below it, the
 * first above the second.
 */
export function TwoCardPanel({ className, children, ...props }: TwoCardPanelProps) {
  const [first, second] = children
  return (
    <div
      data-slot="two-card-panel"
      className={cn('grid grid-cols-1 gap-4 md:grid-cols-2 md:gap-6', className)}
      {...props}
    >
      <div data-slot="two-card-panel-cell" className="min-w-0">
        {first}
      </div>
      <div data-slot="two-card-panel-cell" className="min-w-0">
        {second}
      </div>
    </div>
  )
}

import { cn } from '../lib/cn'

export type NumberedStep = { title: string; text: string }

/**
 * Steps in order, each with its number in a circle and an h3 title that says "Step n" to screen
 * readers. `cards` lays them out as cards in a grid (service pages); `list` as one column.
 */
export function NumberedSteps({
  steps,
  layout = 'list',
  className,
}: {
  steps: readonly NumberedStep[]
  layout?: 'cards' | 'list'
  className?: string
}) {
  return (
    <ol
      data-slot="numbered-steps"
      className={cn(
        'grid gap-4',
        layout === 'cards' ? 'md:grid-cols-2 lg:grid-cols-3' : 'max-w-[70ch]',
        className,
      )}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cn(
            'flex gap-4',
            layout === 'cards' && 'border-border bg-surface-raised rounded-lg border p-5 shadow-xs',
          )}
        >
          <span
            aria-hidden="true"
            className="bg-primary text-primary-fg flex size-9 shrink-0 items-center justify-center rounded-full font-bold"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-fg font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="text-muted mt-1 leading-relaxed">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}

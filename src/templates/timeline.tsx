import type { Milestone } from '../content/company/heritage'

/**
 * Milestones as an ordered list, oldest first: each item's time, title and text, on a line down
 * the left with a dot per milestone. The line and dots are decoration; the list order carries the
 * sequence for assistive technology.
 */
export function Timeline({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <ol data-slot="timeline" className="border-border relative ml-2 max-w-[70ch] border-l-2">
      {milestones.map((milestone) => (
        <li
          key={milestone.title}
          data-slot="timeline-item"
          className="relative pb-8 pl-7 last:pb-0"
        >
          <span
            aria-hidden="true"
            className="bg-accent border-bg absolute top-1 -left-[9px] size-4 rounded-full border-2"
          />
          <p className="text-primary dark:text-accent text-sm font-bold tracking-wide uppercase">
            {milestone.dateTime ? (
              <time dateTime={milestone.dateTime}>{milestone.when}</time>
            ) : (
              milestone.when
            )}
          </p>
          <h3 className="text-fg mt-1 text-lg font-semibold">{milestone.title}</h3>
          <p className="text-muted mt-1 leading-relaxed">{milestone.text}</p>
        </li>
      ))}
    </ol>
  )
}

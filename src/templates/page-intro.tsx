import type { PageIntroCopy } from '../content/types'
import { cn } from '../lib/cn'

/** The opening of a page: its h1 (the focus target after navigation) and introduction. */
export function PageIntro({
  heading,
  intro,
  className,
  children,
}: PageIntroCopy & { className?: string; children?: React.ReactNode }) {
  return (
    <div data-slot="page-intro" className={cn('max-w-page mx-auto px-4 py-10 md:py-14', className)}>
      <h1 className="text-primary dark:text-fg text-3xl font-bold tracking-tight text-balance md:text-4xl">
        {heading}
      </h1>
      <p className="text-muted mt-4 max-w-[70ch] text-lg leading-relaxed">{intro}</p>
      {children}
    </div>
  )
}

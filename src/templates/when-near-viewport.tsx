import { Suspense, useRef, type ReactNode } from 'react'
import { useNearViewport } from '../lib/use-near-viewport'

/**
 * Content below the fold that loads its code and its data only once it nears the screen, so that
 * neither competes with the first screen. Until then, on the server too, it shows `placeholder`:
 * what the content itself shows while it loads, so the page keeps its layout when it arrives.
 * `children` is typically a `lazy()` component; the placeholder also stands in while it loads.
 */
export function WhenNearViewport({
  placeholder,
  children,
}: {
  placeholder: ReactNode
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  return (
    <div ref={ref} data-slot="when-near-viewport">
      <Suspense fallback={placeholder}>{near ? children : placeholder}</Suspense>
    </div>
  )
}

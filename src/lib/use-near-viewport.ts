import { useEffect, useState, type RefObject } from 'react'
import { useHydrated } from './use-hydrated'

/**
 * True once the element has come within `margin` of the viewport (above or below), and from then
 * on. What a page shows below the fold can wait for this before it loads its code or its data, so
 * that neither competes with the first screen. Where the browser cannot tell (no
 * IntersectionObserver), it is true once hydrated. False on the server and while hydrating, so the
 * markup matches the HTML.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '50%'): boolean {
  const [near, setNear] = useState(false)
  const hydrated = useHydrated()
  const observable = typeof IntersectionObserver === 'function'
  useEffect(() => {
    const element = ref.current
    if (near || !element || !observable) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${margin} 0px ${margin} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, ref, margin, observable])
  return near || (hydrated && !observable)
}

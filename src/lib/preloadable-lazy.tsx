import { lazy, memo, Suspense, useEffect, useState, type ComponentType } from 'react'

/** A component whose code loads on its own, with a way to load it before it first renders. */
export type PreloadableLazy<P extends object> = ComponentType<P> & {
  /** Loads the code; once it has, the component renders at once instead of suspending. */
  preload: () => Promise<unknown>
}

/**
 * Like `React.lazy`, but preloadable. While prerendered markup hydrates, the part suspends inside
 * its Suspense boundary until its code arrives: React keeps the server's markup and hydrates that
 * boundary on its own, later, in a task of its own. Rendered in the browser after `preload()` (a
 * page the server did not render), it renders at once, so no fallback ever flashes. Each mounted
 * instance keeps the kind it started with, so a render after the code loads never remounts it.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Let a later render try again (a flaky network), rather than keep the failure.
        loading = undefined
        throw error
      },
    ))
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Part(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  return Object.assign(Part, { preload })
}

/** Renders nothing; calls `onHydrated` once it has mounted (so, once its boundary has hydrated). */
export function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated])
  return null
}

/**
 * A preloadable part in a Suspense boundary of its own that its owner's renders do not reach.
 * React drops a boundary's server markup, and shows its fallback until the code is in, when the
 * boundary receives an update before it has hydrated: here a render of the owner (a state change
 * in the page's frame, say) would make the header vanish and come back, a layout shift. Memoised
 * on props that do not change (the part, and a stable `onHydrated`), the boundary never does.
 */
export const HydratingPart = memo(function HydratingPart({
  part: Part,
  onHydrated,
}: {
  part: ComponentType
  /** Called once the part has hydrated (or rendered); keep it stable (`useCallback`). */
  onHydrated?: () => void
}) {
  return (
    <Suspense fallback={null}>
      <Part />
      <Hydrated onHydrated={onHydrated} />
    </Suspense>
  )
})

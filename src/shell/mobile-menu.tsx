import { Menu } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { cn } from '../lib/cn'

const loadPanel = () => import('./mobile-menu-panel')
const MobileMenuPanel = lazy(loadPanel)

/**
 * The Menu button below 880 px. The panel it opens is loaded on first use (or as soon as the
 * pointer or focus reaches the button), which keeps it out of the first paint's JavaScript.
 */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  const changeOpen = (next: boolean) => {
    if (next) window.scrollTo({ top: 0 })
    setOpen(next)
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true)
          changeOpen(true)
        }}
        className={cn(
          'text-fg hover:bg-surface inline-flex min-h-11 items-center gap-2 rounded px-3 font-medium',
          className,
        )}
      >
        <Menu aria-hidden className="size-5" />
        Menu
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={changeOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  )
}

import { Moon, Sun } from 'lucide-react'
import { clsx } from 'clsx'
import { cn } from '../lib/cn'
import { useHydrated } from '../lib/use-hydrated'
import { useTheme } from './theme'

export function ThemeSwitch({ className }: { className?: string }) {
  const [theme, setTheme] = useTheme()
  const hydrated = useHydrated()
  const dark = theme === 'dark'
  return (
    <button
      type="button"
      data-slot="theme-switch"
      aria-pressed={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      // It needs its script: until then (or without it) it keeps its place but is neither seen
      // nor reached, rather than a button that does nothing. The page follows the system's theme.
      // (Outside cn: the page's embedded class merges cover the first render only.)
      className={clsx(
        cn(
          'text-fg hover:bg-surface inline-flex min-h-6 items-center gap-1.5 rounded px-2 py-1 text-sm',
          className,
        ),
        !hydrated && 'invisible',
      )}
    >
      {/* The icon follows the page's class, not React's state: a prerendered page shows the right
          one before it has hydrated. */}
      <Moon aria-hidden className="hidden size-4 dark:block" />
      <Sun aria-hidden className="size-4 dark:hidden" />
      Dark theme
    </button>
  )
}

import { Moon, Sun } from 'lucide-react'
import { cn } from '../lib/cn'
import { useTheme } from './theme'

export function ThemeSwitch({ className }: { className?: string }) {
  const [theme, setTheme] = useTheme()
  const dark = theme === 'dark'
  return (
    <button
      type="button"
      data-slot="theme-switch"
      aria-pressed={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      className={cn(
        'text-fg hover:bg-surface inline-flex min-h-6 items-center gap-1.5 rounded px-2 py-1 text-sm',
        className,
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

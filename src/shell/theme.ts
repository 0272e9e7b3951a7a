import { useCallback, useSyncExternalStore } from 'react'
import { site } from '../content/site'

export type Theme = 'light' | 'dark'

export const themeStorageKey = 'theme'

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(themeStorageKey)
    return value === 'light' || value === 'dark' ? value : null
  } catch {
    return null
  }
}

/**
 * Shows a theme on the page: the `dark` class, `data-theme` (which turns off the stylesheet's
 * fallback to the system scheme for visitors without JavaScript) and the browser's theme colour.
 */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  document.documentElement.setAttribute('data-theme', theme)
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', site.themeColour[theme])
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  // Without a remembered choice, the page follows the system preference as it changes.
  const media = window.matchMedia('(prefers-color-scheme: dark)')
  const followSystem = (event: MediaQueryListEvent) => {
    if (storedTheme() === null) applyTheme(event.matches ? 'dark' : 'light')
  }
  media.addEventListener('change', followSystem)
  return () => {
    observer.disconnect()
    media.removeEventListener('change', followSystem)
  }
}

/** The theme in force and a setter that remembers the visitor's choice. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as const)
  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(themeStorageKey, next)
    } catch {
      // Private browsing may refuse storage; the theme still changes for this visit.
    }
    applyTheme(next)
  }, [])
  return [theme, setTheme]
}

import { useRef, useState } from 'react'

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown'])
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp'])

/**
 * Roving tabindex over a list of ids: one tab stop (the preferred id, usually the selected one,
 * until focus moves inside), arrow keys move to the next or previous id and wrap, Home and End
 * go to the first and last. Leaving the group hands the tab stop back to the preferred id.
 */
export function useRovingFocus(ids: readonly string[], preferred: string | null) {
  const [focused, setFocused] = useState<string | null>(null)
  const elements = useRef(new Map<string, HTMLElement | SVGElement>())

  const tabStop =
    (focused && ids.includes(focused) && focused) ||
    (preferred && ids.includes(preferred) && preferred) ||
    ids[0]

  function register(id: string) {
    return (element: HTMLElement | SVGElement | null) => {
      if (element) elements.current.set(id, element)
      else elements.current.delete(id)
    }
  }

  /** Moves focus for an arrow, Home or End key; true when the key was one of those. */
  function handleKey(event: React.KeyboardEvent, id: string): boolean {
    const index = ids.indexOf(id)
    let target: string | undefined
    if (NEXT_KEYS.has(event.key)) target = ids[(index + 1) % ids.length]
    else if (PREVIOUS_KEYS.has(event.key)) target = ids[(index - 1 + ids.length) % ids.length]
    else if (event.key === 'Home') target = ids[0]
    else if (event.key === 'End') target = ids.at(-1)
    if (target === undefined) return false
    event.preventDefault()
    setFocused(target)
    elements.current.get(target)?.focus()
    return true
  }

  return {
    tabStop,
    register,
    handleKey,
    onFocus: (id: string) => setFocused(id),
    /** For the group's onBlur: forget the focused id once focus has left the group. */
    onGroupBlur: (event: React.FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (!next || !event.currentTarget.contains(next)) setFocused(null)
    },
  }
}

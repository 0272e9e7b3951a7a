import { useCallback, useState } from 'react'
import { afterNextPaint } from './after-next-paint'

/**
 * A choice shown in the tap's own frame, whose real work (a navigation) follows once that frame
 * is painted. Gives the value to show (the visitor's choice while its work is under way, else
 * `value`, the address's) and `choose(next, go)`: shows `next` at once, then runs `go` after the
 * paint and, once it has settled, shows `value` again (which by then says the same). A later
 * choice made meanwhile is not undone by an earlier one settling.
 */
export function useChosenAtOnce<T>(
  value: T,
): [shown: T, choose: (next: T, go: () => Promise<unknown>) => void] {
  const [chosen, setChosen] = useState<{ next: T } | null>(null)
  const choose = useCallback((next: T, go: () => Promise<unknown>) => {
    const mine = { next }
    setChosen(mine)
    void afterNextPaint()
      .then(go)
      .catch(() => {
        // The address stays as it was, and so does what is shown.
      })
      .finally(() => setChosen((current) => (current === mine ? null : current)))
  }, [])
  return [chosen === null ? value : chosen.next, choose]
}

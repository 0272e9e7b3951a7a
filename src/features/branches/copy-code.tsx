import { clsx } from 'clsx'
import { Copy } from 'lucide-react'
import { branchLocatorCopy } from '../../content/branches'
import { useHydrated } from '../../lib/use-hydrated'

/** A copy button for a code; it reports the result through `onCopied` for the page to announce. */
export function CopyCode({
  code,
  what,
  onCopied,
}: {
  code: string
  /** What the code is, for the button's name and the confirmation: "the branch code". */
  what: string
  onCopied: (message: string) => void
}) {
  // Copying needs the script: until then it keeps its place, unseen and unreached (the code can
  // be selected and copied by hand).
  const hydrated = useHydrated()
  return (
    <button
      type="button"
      onClick={() => {
        const copy = navigator.clipboard?.writeText(code)
        if (!copy) return onCopied(branchLocatorCopy.copyFailed(code))
        copy.then(
          () => onCopied(branchLocatorCopy.copied(what, code)),
          () => onCopied(branchLocatorCopy.copyFailed(code)),
        )
      }}
      className={clsx(
        'border-border hover:bg-surface text-fg inline-flex min-h-8 items-center gap-1 rounded-md border px-2 text-sm',
        !hydrated && 'invisible',
      )}
    >
      <Copy aria-hidden="true" className="size-4" />
      Copy
      {/* One text node: lone spaces between expressions drop out of a name in prerendered HTML. */}
      <span className="sr-only">{` ${what} ${code}`}</span>
    </button>
  )
}

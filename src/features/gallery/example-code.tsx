import { ChevronRightIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '../../ui/button'

type Copied = 'no' | 'yes' | 'failed'

const COPIED_TEXT: Record<Copied, string> = {
  no: '',
  yes: 'Code copied.',
  failed: 'Could not copy: select the code and copy it with Ctrl+C (Cmd+C on a Mac).',
}

/**
 * An example's code under the example: its source as written in the widget's `*.examples.tsx`,
 * coloured at build time (scripts/example-code-plugin.ts), in a scrollable region a keyboard can
 * reach, behind a "Code" disclosure. It is served as HTML, opened, read and selected without
 * JavaScript; the Copy button comes once scripts run (`canCopy`) and copies the text as shown.
 */
export function ExampleCode({
  id,
  exampleName,
  html,
  canCopy,
}: {
  id: string
  /** The widget's and the example's names, e.g. "Pager, Few pages": unique in the gallery. */
  exampleName: string
  html: string | undefined
  canCopy: boolean
}) {
  const code = useRef<HTMLElement>(null)
  const [copied, setCopied] = useState<Copied>('no')
  // The Copy button is there only while the code shows: nothing hidden to tab to or audit.
  const [open, setOpen] = useState(false)
  if (html === undefined) return null

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.current?.textContent ?? '')
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }

  return (
    // Closed at first: the example comes first, and a page of every widget stays one to scan
    // (and to audit) rather than twice its length. Served open to nothing: `<details>` opens
    // without scripts.
    <details
      data-slot="example-code"
      className="group mt-3"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="text-link inline-flex min-h-6 cursor-pointer items-center gap-1 text-sm font-semibold underline">
        <ChevronRightIcon
          aria-hidden
          className="size-4 group-open:rotate-90 motion-safe:transition-transform"
        />
        Code<span className="sr-only">{`: ${exampleName}`}</span>
      </summary>
      {canCopy && open && (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button size="sm" aria-label={`Copy code: ${exampleName}`} onClick={() => void copy()}>
            Copy code
          </Button>
          <p role="status" className="text-sm">
            {COPIED_TEXT[copied]}
          </p>
        </div>
      )}
      {/* A region of its own (a <section> named by its label), focusable so that a keyboard
          can scroll it. */}
      <section
        id={id}
        aria-label={`Code: ${exampleName}`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must be reachable by keyboard to scroll it (axe: scrollable-region-focusable)
        tabIndex={0}
        className="example-code border-border bg-surface text-fg mt-2 max-h-96 overflow-auto rounded-md border p-3 text-sm leading-relaxed"
      >
        <pre className="font-mono">
          <code ref={code} dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
      </section>
    </details>
  )
}

import { Link, type LinkProps } from '@tanstack/react-router'
import { cn } from '../lib/cn'
import { NEW_TAB_NOTE, type LinkStrategy, type LinkTarget } from '../lib/links'

export type AnchorProps = Omit<React.ComponentProps<'a'>, 'href' | 'target'> & {
  /** An app path (`/services#sadc`) for `internal`, any URL for `href`. */
  path: string
  /** `internal` navigates inside the app (the default); `href` is a plain link to any URL. */
  strategy?: LinkStrategy
  /** Where an `href` link opens: the same window unless told otherwise. An `internal` link always
   * navigates inside the app: a page of the site never opens in a new tab. */
  target?: LinkTarget
}

function splitPath(path: string): { pathname: string; hash?: string } {
  const [pathname = '/', hash] = path.split('#', 2)
  return { pathname: pathname || '/', hash: hash || undefined }
}

/**
 * A link that follows the spec's strategies: `internal` navigates inside the app through the
 * router; `href` loads the URL in its target. A link to a new window says so to screen readers
 * and cannot reach back into this page.
 */
export function Anchor({
  path,
  strategy = 'internal',
  target = '_self',
  className,
  children,
  ...props
}: AnchorProps) {
  const newWindow = strategy !== 'internal' && target === '_blank'
  const content = (
    <>
      {children}
      {newWindow && <span className="sr-only">{NEW_TAB_NOTE}</span>}
    </>
  )

  if (strategy === 'internal') {
    const { pathname, hash } = splitPath(path)
    return (
      <Link
        data-slot="anchor"
        data-strategy="internal"
        to={pathname as LinkProps['to']}
        hash={hash}
        activeOptions={{ exact: true, includeHash: Boolean(hash) }}
        className={className}
        {...props}
      >
        {content}
      </Link>
    )
  }

  return (
    <a
      data-slot="anchor"
      data-strategy={strategy}
      href={path}
      target={target}
      rel={newWindow ? 'noopener noreferrer' : undefined}
      className={cn(className)}
      {...props}
    >
      {content}
    </a>
  )
}

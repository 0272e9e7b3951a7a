import type { FetchStatus } from '@tanstack/react-query'
import { networkCopy } from '../../content/network'
import { LoadError, type LoadErrorProps } from '../../ui/load-error'

/** What a query says about itself, as `useApiQuery` returns it. */
type QueryState = { isPending: boolean; isPlaceholderData: boolean; fetchStatus: FetchStatus }

/**
 * Whether a query is waiting for the browser to be back online with nothing of its own to show:
 * no data yet, or only the previous page's (placeholder) data. Offline, a query pauses instead of
 * failing, so its part of the page would otherwise say "Loading…" until the connection returns.
 */
export function isWaitingForConnection(query: QueryState): boolean {
  return query.fetchStatus === 'paused' && (query.isPending || query.isPlaceholderData)
}

export type NeedsConnectionProps = Omit<LoadErrorProps, 'message' | 'onRetry' | 'retrying'>

/**
 * What a part of a page shows in place of its loading state while its data waits for a
 * connection: that it needs one (the `title`, such as "The articles need a connection"), and that
 * it loads by itself when the browser is back online, which the paused query does.
 */
export function NeedsConnection(props: NeedsConnectionProps) {
  return (
    <LoadError
      data-slot="needs-connection"
      data-state="offline"
      message={networkCopy.loadsWhenOnline}
      {...props}
    />
  )
}

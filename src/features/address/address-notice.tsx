import { Info } from 'lucide-react'
import { ignoredParamsMessage } from '../../content/address'
import { cn } from '../../lib/cn'

export type AddressNoticeProps<Param extends string> = {
  /** The params the page left out of its address, as its search's `ignored` names them. */
  ignored: string | undefined
  /** Each param the page reads, as the message names it: `page` is "a page number". */
  names: Readonly<Record<Param, string>>
  className?: string
}

/**
 * The page's word that part of its address could not be used and was left out (a page that is no
 * number, a province that does not exist): the page then shows what it would without it, at its
 * canonical address. Nothing when the address was fine. A status, so a screen reader hears it when
 * the app shows it after a navigation; in the server's HTML it reads in the page's order.
 */
export function AddressNotice<Param extends string>({
  ignored,
  names,
  className,
}: AddressNoticeProps<Param>) {
  const named = (ignored ?? '')
    .split(',')
    .flatMap((param) => (Object.hasOwn(names, param) ? [names[param as Param]] : []))
  if (named.length === 0) return null
  return (
    <p
      data-slot="address-notice"
      role="status"
      className={cn(
        'border-border bg-surface text-fg flex items-start gap-3 rounded-lg border p-4',
        className,
      )}
    >
      <Info aria-hidden="true" className="text-primary dark:text-fg mt-0.5 size-5 shrink-0" />
      <span>{ignoredParamsMessage(named)}</span>
    </p>
  )
}

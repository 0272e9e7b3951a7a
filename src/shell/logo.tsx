import { site } from '../content/site'
import { cn } from '../lib/cn'
import { Anchor } from '../ui/anchor'

/** The horizontal wordmark, linking to the site root plus the configured home link path. */
export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  const size = { width: site.logo.width, height: site.logo.height }
  return (
    <Anchor
      path={site.homeLinkPath}
      onClick={onClick}
      className={cn('inline-flex shrink-0 items-center rounded', className)}
    >
      <img
        src={site.logo.light}
        alt={`${site.name} home`}
        {...size}
        className="h-10 w-auto dark:hidden"
      />
      <img
        src={site.logo.dark}
        alt={`${site.name} home`}
        {...size}
        className="hidden h-10 w-auto dark:block"
      />
    </Anchor>
  )
}

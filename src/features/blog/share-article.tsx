import { clsx } from 'clsx'
import { Link2, Share2 } from 'lucide-react'
import { blog } from '../../content/blog'
import { useHydrated } from '../../lib/use-hydrated'

const TOAST_MS = { copied: 5_000, failed: 10_000 } as const

/**
 * The article's address to share: the page's canonical link when it names this article (the
 * server wrote it with the site's public origin), else this article's path on this origin (after
 * a move within the app the head still holds the first page's link).
 */
export function articleUrl(path: string): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (canonical?.href && new URL(canonical.href).pathname === path) return canonical.href
  return new URL(path, window.location.origin).href
}

function toast(title: string, message: string, duration: number) {
  // Loaded on use, as the page's other toasts are: sonner stays out of the article's own code.
  void import('../../ui/toast').then(({ notify }) => notify.message({ title, message, duration }))
}

async function copyLink(url: string) {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard in this browser')
    await navigator.clipboard.writeText(url)
    toast(blog.share.copied, blog.share.copiedMessage, TOAST_MS.copied)
  } catch {
    toast(blog.share.copyFailed, blog.share.copyFailedMessage, TOAST_MS.failed)
  }
}

async function share(title: string, url: string) {
  try {
    await navigator.share({ title, url })
  } catch (error) {
    // The visitor closed the share sheet: nothing to say. Any other failure: copy instead.
    if (error instanceof DOMException && error.name === 'AbortError') return
    await copyLink(url)
  }
}

/**
 * Shares an article through the browser's share sheet where it has one (the Web Share API),
 * otherwise copies its address and says so in a toast. It needs its script: until then (or
 * without it) it keeps its place but is neither seen nor reached, and which of the two it is is
 * decided only once the page has hydrated, so the server's markup always matches.
 */
export function ShareArticle({ title, path }: { title: string; path: string }) {
  const hydrated = useHydrated()
  const canShare = hydrated && typeof navigator.share === 'function'
  const Icon = canShare ? Share2 : Link2
  return (
    <button
      type="button"
      data-slot="share-article"
      onClick={() => void (canShare ? share(title, articleUrl(path)) : copyLink(articleUrl(path)))}
      className={clsx(
        'border-border hover:bg-surface text-fg inline-flex min-h-8 items-center gap-1.5 rounded-md border px-3 text-sm font-semibold',
        !hydrated && 'invisible',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {canShare ? blog.share.share : blog.share.copyLink}
    </button>
  )
}

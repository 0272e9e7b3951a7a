import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../../ui/toast'
import { articleUrl, ShareArticle } from './share-article'

vi.mock('../../ui/toast', () => ({ notify: { message: vi.fn() } }))

const TITLE = 'PayShap and real-time clearing'
const PATH = '/blog/post/payshap-and-real-time-clearing'
const URL_HERE = `${window.location.origin}${PATH}`

/** Gives the browser a Web Share API (`share`) or takes it away (`undefined`). */
function setShare(share: Navigator['share'] | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true })
}

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText && { writeText },
    configurable: true,
  })
}

describe('ShareArticle', () => {
  beforeEach(() => {
    vi.mocked(notify.message).mockClear()
  })
  afterEach(() => {
    setShare(undefined)
    setClipboard(undefined)
    document.head.querySelector('link[rel="canonical"]')?.remove()
  })

  it('is rendered on the server as an unseen "Copy link" that keeps its place', () => {
    setShare(vi.fn())
    const html = renderToString(<ShareArticle title={TITLE} path={PATH} />)
    expect(html).toContain('Copy link')
    expect(html).toMatch(/class="[^"]*\binvisible\b/)
  })

  it('opens the share sheet with the title and address where the browser has one', async () => {
    const user = userEvent.setup()
    const share = vi.fn<Navigator['share']>().mockResolvedValue(undefined)
    setShare(share)
    const writeText = vi.fn().mockResolvedValue(undefined)
    setClipboard(writeText)
    render(<ShareArticle title={TITLE} path={PATH} />)
    const button = screen.getByRole('button', { name: 'Share' })
    expect(button).not.toHaveClass('invisible')
    await user.click(button)
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: URL_HERE })
    expect(writeText).not.toHaveBeenCalled()
    expect(notify.message).not.toHaveBeenCalled()
  })

  it('says nothing when the visitor closes the share sheet', async () => {
    const user = userEvent.setup()
    setShare(vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')))
    const writeText = vi.fn().mockResolvedValue(undefined)
    setClipboard(writeText)
    render(<ShareArticle title={TITLE} path={PATH} />)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(writeText).not.toHaveBeenCalled()
    expect(notify.message).not.toHaveBeenCalled()
  })

  it('copies the address instead when sharing fails for another reason', async () => {
    const user = userEvent.setup()
    setShare(vi.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError')))
    const writeText = vi.fn().mockResolvedValue(undefined)
    setClipboard(writeText)
    render(<ShareArticle title={TITLE} path={PATH} />)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(writeText).toHaveBeenCalledWith(URL_HERE)
    await waitFor(() =>
      expect(notify.message).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Link copied' }),
      ),
    )
  })

  it('copies the address and says so in a toast where the browser cannot share', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn().mockResolvedValue(undefined)
    setClipboard(writeText)
    render(<ShareArticle title={TITLE} path={PATH} />)
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(URL_HERE)
    await waitFor(() =>
      expect(notify.message).toHaveBeenCalledWith({
        title: 'Link copied',
        message: 'The address of this article is on your clipboard, ready to paste.',
        duration: 5_000,
      }),
    )
  })

  it.each([
    [
      'refuses to write',
      () => vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')),
    ],
    ['is missing', () => undefined],
  ])('tells the visitor to copy the address bar when the clipboard %s', async (_, writeText) => {
    const user = userEvent.setup()
    setClipboard(writeText())
    render(<ShareArticle title={TITLE} path={PATH} />)
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() =>
      expect(notify.message).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'The link was not copied',
          message: expect.stringContaining('Copy the address from the address bar'),
        }),
      ),
    )
    expect(notify.message).toHaveBeenCalledTimes(1)
  })
})

describe('articleUrl', () => {
  afterEach(() => document.head.querySelector('link[rel="canonical"]')?.remove())

  function setCanonical(href: string) {
    const link = document.createElement('link')
    link.rel = 'canonical'
    link.href = href
    document.head.append(link)
  }

  it('is the canonical link when it names this article, with the site’s public origin', () => {
    setCanonical(`https://www.example.co.za${PATH}`)
    expect(articleUrl(PATH)).toBe(`https://www.example.co.za${PATH}`)
  })

  it('is the path on this origin when the canonical link names another page', () => {
    setCanonical('https://www.example.co.za/blog')
    expect(articleUrl(PATH)).toBe(URL_HERE)
  })

  it('is the path on this origin without a canonical link', () => {
    expect(articleUrl(PATH)).toBe(URL_HERE)
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ExampleCode } from './example-code'

const HTML =
  '<span style="--l:#A0111F;--d:#FF9492">import</span> { Pager } <span style="--l:#A0111F;--d:#FF9492">from</span> &#39;./pager&#39;\n\nexport function Few() {}'
const TEXT = "import { Pager } from './pager'\n\nexport function Few() {}"

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText && { writeText },
    configurable: true,
  })
}

describe("an example's code", () => {
  afterEach(() => setClipboard(undefined))

  it('is served as a named, focusable region of text, without a Copy button before scripts', () => {
    const html = renderToString(
      <ExampleCode id="pager--few--code" exampleName="Few pages" html={HTML} canCopy={false} />,
    )
    expect(html).toMatch(/^<details data-slot="example-code"/)
    expect(html).toMatch(
      /<summary[^>]*><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg>Code<span class="sr-only">: Few pages<\/span><\/summary>/,
    )
    expect(html).toMatch(/<section id="pager--few--code" aria-label="Code: Few pages" tabindex="0"/)
    expect(html).toContain('aria-label="Code: Few pages"')
    expect(html).toContain('tabindex="0"')
    expect(html).toContain('import</span> { Pager }')
    expect(html).not.toContain('Copy code')
  })

  it('copies the code as shown once scripts run, and says so', async () => {
    // user-event puts a clipboard of its own in place as it is set up: ours goes in after.
    const user = userEvent.setup()
    const writeText = vi.fn(() => Promise.resolve())
    setClipboard(writeText)
    render(<ExampleCode id="c" exampleName="Few pages" html={HTML} canCopy />)
    expect(screen.getByRole('region', { name: 'Code: Few pages', hidden: true }).textContent).toBe(
      TEXT,
    )
    expect(screen.queryByRole('button', { name: /Copy code/ })).toBeNull()
    await user.click(screen.getByText('Code'))
    await user.click(screen.getByRole('button', { name: 'Copy code: Few pages' }))
    expect(writeText).toHaveBeenCalledWith(TEXT)
    expect(screen.getByRole('status').textContent).toBe('Code copied.')
  })

  it.each([
    ['is refused', () => Promise.reject(new Error('NotAllowedError'))],
    ['is missing', undefined],
  ])('tells the visitor to copy it by hand when the clipboard %s', async (_, writeText) => {
    const user = userEvent.setup()
    setClipboard(writeText)
    render(<ExampleCode id="c" exampleName="Few pages" html={HTML} canCopy />)
    await user.click(screen.getByText('Code'))
    await user.click(screen.getByRole('button', { name: 'Copy code: Few pages' }))
    expect(screen.getByRole('status').textContent).toBe(
      'Could not copy: select the code and copy it with Ctrl+C (Cmd+C on a Mac).',
    )
  })

  it('shows nothing for an example without code', () => {
    const { container } = render(<ExampleCode id="c" exampleName="X" html={undefined} canCopy />)
    expect(container.innerHTML).toBe('')
  })
})

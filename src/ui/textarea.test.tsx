import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { useForm, type UseFormReset } from 'react-hook-form'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { describeControlledContract } from '../test-utils/controlled-contract'
import { FormField } from './form-field'
import { COUNTER_ANNOUNCE_DELAY_MS, Textarea } from './textarea'

describe('Textarea', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('is a labelled multi-line field at least 42 px high that sizes to its content', () => {
    render(<Textarea aria-label="Your message" />)
    const textarea = screen.getByRole('textbox', { name: 'Your message' })
    expect(textarea.tagName).toBe('TEXTAREA')
    expect(textarea).toHaveClass('min-h-[42px]', '[field-sizing:content]')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('grows to its content by measuring where CSS field-sizing is unsupported', async () => {
    const user = userEvent.setup()
    vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockReturnValue(120)
    render(<Textarea aria-label="Your message" />)
    const textarea = screen.getByRole('textbox', { name: 'Your message' })
    await user.type(textarea, 'Line one{Enter}Line two{Enter}Line three')
    expect(textarea.style.height).toBe('120px')
  })

  it('shows a used / maximum counter that describes the field', async () => {
    const user = userEvent.setup()
    render(<Textarea aria-label="Your message" maxChars={200} />)
    const textarea = screen.getByRole('textbox', { name: 'Your message' })
    expect(screen.getByText('0 / 200')).toBeVisible()
    expect(textarea).toHaveAccessibleDescription('0 of 200 characters used')
    await user.type(textarea, 'PayShap')
    expect(screen.getByText('7 / 200')).toBeVisible()
    expect(textarea).toHaveAccessibleDescription('7 of 200 characters used')
  })

  it('stops typed input at the maximum', async () => {
    const user = userEvent.setup()
    render(<Textarea aria-label="Reference" maxChars={10} />)
    const textarea = screen.getByRole('textbox', { name: 'Reference' })
    await user.type(textarea, 'Invoice 2026-0042')
    expect(textarea).toHaveValue('Invoice 20')
    expect(screen.getByText('10 / 10')).toBeVisible()
  })

  it('truncates pasted input to the maximum', async () => {
    const user = userEvent.setup()
    render(<Textarea aria-label="Reference" maxChars={12} />)
    const textarea = screen.getByRole('textbox', { name: 'Reference' })
    await user.click(textarea)
    await user.paste('Debit order dispute for March')
    expect(textarea).toHaveValue('Debit order ')
  })

  it('truncates input that bypasses maxlength, without splitting an emoji', () => {
    const onChange = vi.fn()
    render(<Textarea aria-label="Reference" maxChars={5} onChange={onChange} />)
    const textarea = screen.getByRole('textbox', { name: 'Reference' })
    fireEvent.change(textarea, { target: { value: 'Thank you' } })
    expect(textarea).toHaveValue('Thank')
    expect(onChange).toHaveBeenCalledTimes(1)
    fireEvent.change(textarea, { target: { value: 'Done👍🏽' } })
    expect(textarea).toHaveValue('Done')
  })

  it('cuts a default value longer than the maximum', () => {
    render(<Textarea aria-label="Reference" maxChars={4} defaultValue="Payments" />)
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('Paym')
    expect(screen.getByText('4 / 4')).toBeVisible()
  })

  it('announces politely only near the limit, after a pause in typing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Textarea aria-label="Your message" maxChars={20} />)
    const textarea = screen.getByRole('textbox', { name: 'Your message' })
    const status = screen.getByRole('status')
    await user.type(textarea, 'Hello')
    await act(() => vi.advanceTimersByTimeAsync(COUNTER_ANNOUNCE_DELAY_MS + 150))
    expect(status).toBeEmptyDOMElement()

    await user.type(textarea, ' from Durban')
    expect(status).toBeEmptyDOMElement()
    await act(() => vi.advanceTimersByTimeAsync(COUNTER_ANNOUNCE_DELAY_MS))
    expect(status).toHaveTextContent('3 characters left')

    await user.type(textarea, ' Hi!')
    await act(() => vi.advanceTimersByTimeAsync(COUNTER_ANNOUNCE_DELAY_MS))
    expect(status).toHaveTextContent('Character limit reached: 20 of 20 characters used')
  })

  it('counts a controlled value', async () => {
    const user = userEvent.setup()
    function Controlled() {
      const [message, setMessage] = useState('Good day')
      return (
        <Textarea
          aria-label="Your message"
          maxChars={50}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      )
    }
    render(<Controlled />)
    expect(screen.getByText('8 / 50')).toBeVisible()
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), '!')
    expect(screen.getByText('9 / 50')).toBeVisible()
  })

  it('takes its label, hint, error and counter from a form field', () => {
    render(
      <FormField
        label="Your message"
        description="Tell us how we can help."
        error="Enter your message"
        required
      >
        <Textarea maxChars={500} />
      </FormField>,
    )
    const textarea = screen.getByRole('textbox', { name: 'Your message' })
    expect(textarea).toBeRequired()
    expect(textarea).toHaveAttribute('aria-invalid', 'true')
    expect(textarea).toHaveAttribute('data-invalid')
    expect(textarea).toHaveAccessibleDescription(
      'Tell us how we can help. Enter your message 0 of 500 characters used',
    )
  })

  it('counts what the field holds after react-hook-form resets it under register', async () => {
    const user = userEvent.setup()
    let reset: UseFormReset<{ message: string }> = () => {}
    function Form() {
      const form = useForm<{ message: string }>({ defaultValues: { message: '' } })
      useEffect(() => {
        reset = form.reset
      })
      return <Textarea aria-label="Your message" maxChars={100} {...form.register('message')} />
    }
    render(<Form />)
    const textarea = screen.getByRole('textbox', { name: 'Your message' })
    await user.type(textarea, 'Hello there')
    expect(screen.getByText('11 / 100')).toBeVisible()
    act(() => reset())
    expect(textarea).toHaveValue('')
    expect(screen.getByText('0 / 100')).toBeVisible()
    act(() => reset({ message: 'Call me' }))
    expect(textarea).toHaveValue('Call me')
    expect(screen.getByText('7 / 100')).toBeVisible()
  })

  it('counts what the field holds after its form is reset by a reset button', async () => {
    const user = userEvent.setup()
    render(
      <form>
        <Textarea aria-label="Your message" maxChars={100} defaultValue="Hi" />
        <button type="reset">Clear the form</button>
      </form>,
    )
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), ' there')
    expect(screen.getByText('8 / 100')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Clear the form' }))
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Hi')
    expect(screen.getByText('2 / 100')).toBeVisible()
  })

  it('cannot be typed in when disabled', async () => {
    const user = userEvent.setup()
    render(<Textarea aria-label="Your message" disabled />)
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello')
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('')
  })
})

describe('Textarea: its counter before and without script', () => {
  /** Sets the text as the browser does when it restores a form or a visitor types: no script. */
  const browserSets = (textarea: HTMLTextAreaElement, text: string) =>
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(
      textarea,
      text,
    )

  it('says the limit in the served page, not a count that cannot change', () => {
    const html = renderToString(<Textarea aria-label="Your message" maxChars={1000} />)
    const page = document.createElement('div')
    page.innerHTML = html
    expect(page.querySelector('[data-slot="textarea-counter"]')).toHaveTextContent(
      'You can enter up to 1000 characters',
    )
    expect(page).not.toHaveTextContent(/characters used|0 \/ 1000/)
  })

  it('counts the text typed before the script ran, once it runs', async () => {
    const field = <Textarea aria-label="Your message" maxChars={1000} />
    const page = document.createElement('div')
    page.innerHTML = renderToString(field)
    document.body.append(page)
    onTestFinished(() => page.remove())
    browserSets(page.querySelector('textarea')!, 'Typed before hydration')
    await act(async () => {
      const root = hydrateRoot(page, field)
      onTestFinished(() => act(() => root.unmount()))
    })
    const textarea = screen.getByRole('textbox', { name: 'Your message' })
    expect(textarea).toHaveValue('Typed before hydration')
    expect(screen.getByText('22 / 1000')).toBeVisible()
    expect(textarea).toHaveAccessibleDescription('22 of 1000 characters used')
  })

  it('counts the text the browser puts back when the visitor comes Back to the page', () => {
    render(<Textarea aria-label="Your message" maxChars={1000} />)
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' })
    browserSets(textarea, 'Restored on Back')
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    })
    expect(screen.getByText('16 / 1000')).toBeVisible()
    expect(textarea).toHaveAccessibleDescription('16 of 1000 characters used')
  })
})

describeControlledContract<string>('Textarea', {
  render: (props) => <Textarea aria-label="Message" maxChars={100} {...props} />,
  values: ['Please call me back.', 'When does the next run settle?'],
  empty: '',
  choose: async (user, value) => {
    await user.tripleClick(screen.getByRole('textbox', { name: 'Message' }))
    await user.paste(value)
  },
  shown: () => (screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value,
  traces: (value) => {
    expect(screen.getByText(`${value.length} / 100`)).toBeVisible()
  },
})

// Not ./test: its goto waits for the app, which never starts without JavaScript.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- no app to wait for without JavaScript
import { expect, test, type Page } from '@playwright/test'

/**
 * The contact form as a visitor without JavaScript (or before it has loaded) uses it: the browser
 * posts the form to /contact-us, never putting what was typed in the address, and the server
 * answers with the page: the form with its errors and everything typed, or the confirmation.
 * One message is accepted here: the contact limit (5 an hour per address) is shared with
 * contact.spec.ts and offline.spec.ts.
 */
test.use({ javaScriptEnabled: false })

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name })

/** Sends the form and waits for the server's page. */
async function send(page: Page): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) =>
        answer.request().method() === 'POST' && new URL(answer.url()).pathname === '/contact-us',
    ),
    page.getByRole('button', { name: 'Send message' }).click(),
  ])
  await page.waitForLoadState('domcontentloaded')
  return response.status()
}

test.describe('the contact form without JavaScript', () => {
  test('a wrong e-mail comes back by its field with everything typed; corrected, the message is sent', async ({
    page,
  }) => {
    await page.goto('/contact-us')
    await field(page, /^Your name/).fill('Thandi Mokoena')
    await field(page, /^E-mail address/).fill('thandi@example')
    await field(page, /^Cellphone number/).fill('082 123 4567')
    await field(page, /^Organisation/).fill('Example Co-operative Bank')
    await page.getByRole('combobox', { name: /^Subject/ }).selectOption('membership')
    await field(page, /^Your message/).fill(
      'How does a bank become a participant in real-time clearing?',
    )
    await page.getByRole('checkbox', { name: /may use these details/ }).check()

    expect(await send(page)).toBe(400)
    // Posted, not put in the address.
    expect(new URL(page.url()).pathname).toBe('/contact-us')
    expect(new URL(page.url()).search).toBe('')
    const email = field(page, /^E-mail address/)
    await expect(email).toHaveValue('thandi@example')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleErrorMessage(
      'Enter an e-mail address like name@example.co.za',
    )
    await expect(field(page, /^Your name/)).toHaveValue('Thandi Mokoena')
    await expect(field(page, /^Cellphone number/)).toHaveValue('082 123 4567')
    await expect(field(page, /^Organisation/)).toHaveValue('Example Co-operative Bank')
    await expect(page.getByRole('combobox', { name: /^Subject/ })).toHaveValue('membership')
    await expect(field(page, /^Your message/)).toHaveValue(
      'How does a bank become a participant in real-time clearing?',
    )
    await expect(page.getByRole('checkbox', { name: /may use these details/ })).toBeChecked()

    await email.fill('thandi@example.co.za')
    expect(await send(page)).toBe(200)
    expect(new URL(page.url()).search).toBe('')
    await expect(
      page.getByRole('heading', { name: 'Thank you: your message has been sent' }),
    ).toBeVisible()
    await expect(
      page.getByText('We will reply to thandi@example.co.za.', { exact: false }),
    ).toBeVisible()
    await expect(page.getByText(/Your reference: [0-9a-f-]{36}/)).toBeVisible()
    // A fresh form is a fresh page.
    await expect(page.getByRole('link', { name: 'Send another message' })).toHaveAttribute(
      'href',
      '/contact-us',
    )
  })

  test('an empty form lists every problem and marks each field', async ({ page }) => {
    await page.goto('/contact-us')
    expect(await send(page)).toBe(400)
    expect(new URL(page.url()).search).toBe('')
    const summary = page.getByRole('alert')
    await expect(summary).toContainText('Please correct the following:')
    for (const [name, message] of [
      [/^Your name/, 'Enter your name'],
      [/^E-mail address/, 'Enter an e-mail address like name@example.co.za'],
      [/^Your message/, 'Write a message of at least 10 characters'],
    ] as const) {
      await expect(field(page, name)).toHaveAccessibleErrorMessage(message)
    }
    await expect(page.getByRole('combobox', { name: /^Subject/ })).toHaveAccessibleErrorMessage(
      'Choose a subject',
    )
    await expect(
      page.getByRole('checkbox', { name: /may use these details/ }),
    ).toHaveAccessibleErrorMessage('Tick the box to let us use your details to answer you')
  })
})

test.describe('the contact form before its script has run', () => {
  test.use({ javaScriptEnabled: true })

  test('what was typed and chosen before the script arrived is kept when it takes over', async ({
    page,
  }) => {
    // The page's scripts are held until the visitor has filled the form in.
    let release: () => void = () => {}
    const arrived = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await arrived
      await route.continue()
    })
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' })
    await field(page, /^Your name/).fill('Sipho Dlamini')
    await field(page, /^E-mail address/).fill('sipho@example.co.za')
    await page.getByRole('combobox', { name: /^Subject/ }).selectOption('membership')
    await field(page, /^Your message/).fill('Which banks take part in PayShap today?')
    await page.getByRole('checkbox', { name: /may use these details/ }).check()

    release()
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'))
    await expect(field(page, /^Your name/)).toHaveValue('Sipho Dlamini')
    await expect(field(page, /^E-mail address/)).toHaveValue('sipho@example.co.za')
    await expect(field(page, /^Your message/)).toHaveValue(
      'Which banks take part in PayShap today?',
    )
    await expect(page.getByRole('combobox', { name: /^Subject/ })).toContainText(
      'Becoming a member or participant',
    )
    await expect(page.getByRole('checkbox', { name: /may use these details/ })).toBeChecked()
  })
})

import { expect, type Page } from '@playwright/test'

/** What `fillContactForm` types: a valid message. */
export const contactMessage = {
  name: 'Thandi Mokoena',
  email: 'thandi@example.co.za',
  phone: '082 123 4567',
  organisation: 'Example Co-operative Bank',
  topic: 'Becoming a member or participant',
  message: 'How does a bank become a participant in real-time clearing?',
}

/** Fills the contact form (with its script running) with a valid message. */
export async function fillContactForm(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: /^Your name/ }).fill(contactMessage.name)
  await page.getByRole('textbox', { name: /^E-mail address/ }).fill(contactMessage.email)
  await page.getByRole('textbox', { name: /^Cellphone number/ }).fill(contactMessage.phone)
  await page.getByRole('textbox', { name: /^Organisation/ }).fill(contactMessage.organisation)
  await page.getByRole('combobox', { name: /^Subject/ }).click()
  await page.getByRole('option', { name: contactMessage.topic }).click()
  await page.getByRole('textbox', { name: /^Your message/ }).fill(contactMessage.message)
  await page.getByRole('checkbox', { name: /may use these details/ }).check()
}

/** The confirmation a sent message gets: its heading, with focus, and the address replied to. */
export async function expectConfirmation(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { name: 'Thank you: your message has been sent' })
  await expect(heading).toBeFocused()
  await expect(
    page.getByText(`We will reply to ${contactMessage.email}.`, { exact: false }),
  ).toBeVisible()
}

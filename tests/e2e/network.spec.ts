import { expect, test } from './test'
import { analyze } from './axe.ts'
import { pageReady } from './site.ts'

test('going offline shows a dismissable notice, and coming back says so', async ({
  page,
  context,
}) => {
  await page.goto('/services')
  await pageReady(page)
  const notice = page.locator('[data-slot="network-notice"]')
  await expect(notice).toHaveAttribute('role', 'status')

  await context.setOffline(true)
  await expect(notice).toContainText('You are offline.')
  const { violations } = await analyze(page, ['[data-slot="network-notice"]'])
  expect(violations).toEqual([])
  await notice.getByRole('button', { name: 'Dismiss' }).click()
  await expect(notice).not.toContainText('You are offline.')

  await context.setOffline(false)
  await expect(notice).toContainText('You are back online.')
  await expect(notice).not.toContainText('You are back online.', { timeout: 8000 })

  await context.setOffline(true)
  await expect(notice).toContainText('You are offline.')
  await context.setOffline(false)
  await expect(notice).not.toContainText('You are offline.')
})

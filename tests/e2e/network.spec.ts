import { expect, test } from './test'
import { analyze } from './axe.ts'
import { pageReady } from './site.ts'
import { BACK_ONLINE_MS } from '../../src/features/network/network-notice.tsx'

test('going offline shows a dismissable notice, and coming back says so', async ({
  page,
  context,
}) => {
  // The page's own clock: "back online" goes after its time on that clock, not the test's.
  await page.clock.install()
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

  // Held still (a second past the page's own now) from the moment the browser is back online.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await context.setOffline(false)
  await expect(notice).toContainText('You are back online.')
  await page.clock.runFor(BACK_ONLINE_MS - 100)
  await expect(notice).toContainText('You are back online.')
  await page.clock.runFor(200)
  await expect(notice).not.toContainText('You are back online.')
  await page.clock.resume()

  await context.setOffline(true)
  await expect(notice).toContainText('You are offline.')
  await context.setOffline(false)
  await expect(notice).not.toContainText('You are offline.')
})

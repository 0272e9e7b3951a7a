import { expect, test } from './test'
import { pageReady } from './site.ts'

const TALK = 'Keeping your payments safe over the festive season'

test.describe("Speakers' Corner", () => {
  test.beforeEach(async ({ page }) => {
    // The talk on 3 December 2026 is upcoming on this day, whatever the machine's date.
    await page.clock.setFixedTime(new Date('2026-12-01T09:00:00+02:00'))
  })

  test('a reply is kept in this browser and marks the talk in the calendar', async ({ page }) => {
    await page.goto('/about-us/speakers')
    await pageReady(page)
    const upcoming = page.getByRole('region', { name: 'Upcoming talks' })
    const card = upcoming.getByRole('article', { name: TALK })
    await expect(card).toContainText('No reply yet')

    const trigger = page.getByRole('button', { name: /^Talk date,/ })
    await trigger.click()
    await expect(
      page.getByRole('button', { name: 'Thursday 3 December 2026, Awaiting your reply' }),
    ).toBeVisible()
    await page.keyboard.press('Escape')

    await card.getByRole('radio', { name: 'Going', exact: true }).click()
    await expect(card).toContainText('You are going')
    await page.reload()
    await pageReady(page)
    await expect(upcoming.getByRole('article', { name: TALK })).toContainText('You are going')

    await trigger.click()
    await page.getByRole('button', { name: 'Thursday 3 December 2026, You are going' }).click()
    await expect(page.locator('[data-slot="talk-finder-result"]')).toContainText(TALK)

    await upcoming
      .getByRole('article', { name: TALK })
      .getByRole('button', { name: /^Clear my reply/ })
      .click()
    await expect(upcoming.getByRole('article', { name: TALK })).toContainText('No reply yet')
  })

  test('past talks have no reply buttons and are marked as past in the calendar', async ({
    page,
  }) => {
    await page.goto('/about-us/speakers')
    await pageReady(page)
    const past = page.getByRole('region', { name: 'Past talks' })
    const card = past.getByRole('article', { name: 'What transaction data says about the economy' })
    await expect(card).toBeVisible()
    await expect(card.getByRole('radio')).toHaveCount(0)
    await page.getByRole('button', { name: /^Talk date,/ }).click()
    await page.getByRole('button', { name: /, choose a year$/ }).waitFor()
    await page.keyboard.press('PageUp')
    await page.keyboard.press('PageUp')
    await expect(
      page.getByRole('button', { name: 'Wednesday 21 October 2026, Past event' }),
    ).toBeVisible()
  })
})

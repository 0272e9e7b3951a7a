import { expect, test, type Page } from './test'
import { galleryLoaded, widgetPath } from './gallery.ts'
import { pageReady } from './site.ts'

async function openGallery(page: Page) {
  await page.goto(widgetPath('modal-dialog'))
  await pageReady(page)
  await galleryLoaded(page)
}

test.describe('modal dialog', () => {
  test('keyboard only: Enter opens it after 550 ms at step 1, Next and Done cycle the steps, Escape closes, focus returns', async ({
    page,
  }) => {
    // The page's clock, so that the delay is measured in the page's own time.
    await page.clock.install()
    await openGallery(page)
    const opener = page
      .locator('[data-example="modal-dialog--slider"]')
      .getByRole('button', { name: 'How to join' })
    await opener.focus()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    await page.keyboard.press('Enter')

    const dialog = page.getByRole('dialog', { name: 'Becoming a member' })
    await page.clock.runFor(540)
    await expect(dialog).toHaveCount(0)
    await page.clock.runFor(20)
    await page.clock.resume()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Who can join' })).toBeVisible()

    // Focus is inside the dialog and Tab stays there.
    await expect
      .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true)
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    }

    const next = dialog.getByRole('button', { name: 'Next' })
    await next.focus()
    await page.keyboard.press('Enter')
    await expect(dialog.getByText('Step 2 of 3')).toBeVisible()
    await page.keyboard.press('Space')
    await expect(dialog.getByText('Step 3 of 3')).toBeVisible()
    const done = dialog.getByRole('button', { name: 'Done' })
    await expect(done).toBeVisible()
    await done.focus()
    await page.keyboard.press('Enter')
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('pointer: the close button closes it; an invalid step blocks Next until the form is valid', async ({
    page,
  }) => {
    await openGallery(page)
    await page
      .locator('[data-example="modal-dialog--invalid-step"]')
      .getByRole('button', { name: 'Request a statement' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Statement request' })
    await expect(dialog).toBeVisible()

    const next = dialog.getByRole('button', { name: 'Next' })
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    await expect(
      dialog.getByText('Complete this step correctly before you continue.'),
    ).toBeVisible()
    // aria-disabled keeps it focusable and announced; a click still must not move on.
    await next.click({ force: true })
    await expect(dialog.getByText('Step 1 of 2')).toBeVisible()

    await dialog.getByLabel('Member reference (MC- and six digits)').fill('MC-123456')
    await expect(next).not.toHaveAttribute('aria-disabled', 'true')
    await next.click()
    await expect(dialog.getByText('Step 2 of 2')).toBeVisible()

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })

  for (const width of [1280, 375]) {
    test(`split mode at ${width} px: the step list sits ${width >= 900 ? 'beside' : 'above'} the step`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await openGallery(page)
      await page
        .locator('[data-example="modal-dialog--split"]')
        .getByRole('button', { name: 'How to join, step by step' })
        .click()
      const dialog = page.getByRole('dialog', { name: 'Becoming a member' })
      await expect(dialog).toBeVisible()
      const box = await dialog.boundingBox()
      expect(box?.width).toBeLessThanOrEqual(940)

      const steps = await dialog.getByRole('list', { name: 'Steps' }).boundingBox()
      const step = await dialog.getByRole('heading', { name: 'Who can join' }).boundingBox()
      if (!steps || !step) throw new Error('The step list or the step has no box')
      if (width >= 900) expect(steps.x + steps.width).toBeLessThanOrEqual(step.x)
      else expect(steps.y + steps.height).toBeLessThanOrEqual(step.y)
      await expect(dialog.locator('[aria-current="step"]')).toHaveCount(1)
    })
  }
})

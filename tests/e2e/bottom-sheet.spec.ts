import { expect, test, type Page } from './test'
import { galleryLoaded, widgetPath } from './gallery.ts'
import { settle } from './site.ts'

async function openSheet(page: Page) {
  await page.goto(widgetPath('bottom-sheet'))
  // Its examples work once their section has hydrated (the page is served as HTML).
  await galleryLoaded(page)
  await page
    .locator('[data-example="bottom-sheet--branch-details"]')
    .getByRole('button', { name: 'Show branch details' })
    .click()
  const sheet = page.getByRole('dialog', { name: 'Sandton City branch' })
  await expect(sheet).toBeVisible()
  // The drag starts from rest, once the slide up has finished.
  await settle(page)
  return sheet
}

async function dragDown(page: Page, distance: number) {
  const handle = page.locator('[data-slot="bottom-sheet-handle"]')
  const box = await handle.boundingBox()
  if (!box) throw new Error('The sheet handle has no box')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x, y + distance, { steps: 15 })
  await page.mouse.up()
}

test('a drag down of 150 px closes the bottom sheet', async ({ page }) => {
  const sheet = await openSheet(page)
  await dragDown(page, 150)
  await expect(sheet).toBeHidden()
})

test('a drag down of 40 px lets the bottom sheet snap back', async ({ page }) => {
  const sheet = await openSheet(page)
  const handle = page.locator('[data-slot="bottom-sheet-handle"]')
  const atRest = (await handle.boundingBox())?.y ?? Number.NaN
  await dragDown(page, 40)
  await settle(page)
  await expect(sheet).toBeVisible()
  expect(Math.abs(((await handle.boundingBox())?.y ?? Number.NaN) - atRest)).toBeLessThan(1)
})

test('the Close button closes the bottom sheet and focus returns to the trigger', async ({
  page,
}) => {
  const sheet = await openSheet(page)
  await sheet.getByRole('button', { name: 'Close' }).click()
  await expect(sheet).toBeHidden()
  await expect(page.getByRole('button', { name: 'Show branch details' })).toBeFocused()
})

import { expect, test } from './test'
import { THEMES, VIEWPORTS, analyze, formatFailures, loadInTheme, type ScanResult } from './axe.ts'
import { GALLERY_OPEN_STATES, GALLERY_PATH, exampleFiles, galleryLoaded } from './gallery.ts'

test('the gallery shows a section for every widget with examples, each with its examples', async ({
  page,
}) => {
  await page.goto(GALLERY_PATH)
  await galleryLoaded(page)
  const sections = page.locator('section[data-widget]')
  await expect(sections).toHaveCount(exampleFiles().length)
  for (const widget of exampleFiles()) {
    const section = page.locator(`section[data-widget="${widget}"]`)
    await expect(section.getByRole('heading', { level: 2 })).toBeVisible()
    expect(await section.locator('[data-example]').count(), widget).toBeGreaterThan(0)
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})

for (const viewport of VIEWPORTS) {
  // One test per theme: the gallery holds every widget, and one sweep of it takes a while.
  for (const theme of THEMES) {
    test(`axe over every gallery example at ${viewport.width}px, ${theme}`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await loadInTheme(page, GALLERY_PATH, theme)
      await galleryLoaded(page)
      const scan = await analyze(page)
      const results: ScanResult[] = [
        { page: GALLERY_PATH, state: null, theme, width: viewport.width, ...scan },
      ]
      expect(
        results.flatMap((result) => result.violations),
        formatFailures(results),
      ).toEqual([])
    })
  }

  for (const state of GALLERY_OPEN_STATES) {
    test(`axe with ${state.name} at ${viewport.width}px, light and dark`, async ({ page }) => {
      // Two loads of the whole gallery and two sweeps of it.
      test.setTimeout(150_000)
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      const results: ScanResult[] = []
      for (const theme of THEMES) {
        await loadInTheme(page, GALLERY_PATH, theme)
        await galleryLoaded(page)
        await state.open(page)
        const scan = await analyze(page)
        results.push({
          page: GALLERY_PATH,
          state: state.name,
          theme,
          width: viewport.width,
          ...scan,
        })
      }
      expect(
        results.flatMap((result) => result.violations),
        formatFailures(results),
      ).toEqual([])
    })
  }
}

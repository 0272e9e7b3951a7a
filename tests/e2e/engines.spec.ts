import { loadInTheme, showTheme } from './axe.ts'
import { defects, formatFindings, runEqualAccess, validateHtml } from './engines.ts'
import { GALLERY_PATH, galleryLoaded, widgetPath } from './gallery.ts'
import { prerenderedPaths, samplePath, settle } from './site.ts'
import { expect, test } from './test'
import { LIMITS } from './limits.ts'

/** Pages the server renders from the database: validated as served, like the prerendered. */
const SERVER_RENDERED_PATHS = [samplePath('/blog/post/$slug'), '/blog?page=2']

/**
 * Where each page is checked with Equal Access: both themes wide, the light theme narrow. The page
 * is loaded once and then switched, as a visitor's system theme or window would switch it.
 */
const VIEWS = [
  { width: 1280, height: 800, theme: 'light' },
  { width: 1280, height: 800, theme: 'dark' },
  { width: 375, height: 740, theme: 'light' },
] as const

test.describe('html-validate and Equal Access beside axe', () => {
  for (const path of [...prerenderedPaths(), ...SERVER_RENDERED_PATHS]) {
    test(path, async ({ sharedPage: page }) => {
      // One load and three Equal Access runs (about a second each, more on a busy machine). The
      // gallery, hundreds of examples, took 2.0 min alone and over 3 min beside a second worker.
      test.setTimeout(path === GALLERY_PATH ? LIMITS.galleryTest : LIMITS.longTest)
      const problems: string[] = []

      // As served (the gallery too, prerendered since every page is served as HTML).
      const response = await page.request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      problems.push(
        formatFindings(`${path} (served HTML)`, defects(await validateHtml(html, path), path)),
      )

      for (const view of VIEWS) {
        await page.setViewportSize({ width: view.width, height: view.height })
        if (view === VIEWS[0]) {
          await loadInTheme(page, path, view.theme)
          if (path === GALLERY_PATH) await galleryLoaded(page)
        } else {
          await showTheme(page, view.theme)
        }
        await settle(page)
        const where = `${path} at ${view.width}px, ${view.theme}`
        problems.push(formatFindings(where, defects(await runEqualAccess(page), path)))
      }

      expect(problems.filter(Boolean).join('\n')).toBe('')
    })
  }
})

test('Equal Access and html-validate with a select list open: the page around it stays exposed', async ({
  page,
}) => {
  test.setTimeout(LIMITS.longTest)
  await page.goto(widgetPath('select'))
  await galleryLoaded(page)
  const trigger = page.getByRole('combobox', { name: /^Payment stream/ })
  await trigger.click()
  const listbox = page.getByRole('listbox', { name: /^Payment stream/ })
  await expect(listbox).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(trigger).toHaveAttribute(
    'aria-activedescendant',
    (await listbox.locator('[data-highlighted]').getAttribute('id'))!,
  )
  // Nothing around the list was hidden from screen readers, as a modal select would hide it.
  await expect(page.locator('body > [aria-hidden="true"], #root [data-aria-hidden]')).toHaveCount(0)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const where = 'the select parts example with its list open'
  const problems = [
    formatFindings(
      `${where} (rendered)`,
      defects(await validateHtml(await page.content(), where), where),
    ),
    formatFindings(where, defects(await runEqualAccess(page), where)),
  ]
  expect(problems.filter(Boolean).join('\n')).toBe('')
})

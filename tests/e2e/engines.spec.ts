import { loadInTheme, showTheme } from './axe.ts'
import { defects, formatFindings, runEqualAccess, validateHtml } from './engines.ts'
import { galleryLoaded, widgetPath } from './gallery.ts'
import { settle } from './site.ts'
import { expect, test } from './test'
import { LIMITS } from './limits.ts'

/**
 * Every route's served HTML and its page in both themes at two widths are checked with
 * html-validate and Equal Access in the route's one visit (route-visits.spec.ts). Here: a page of
 * a route at another address (the Content Hub's second page, rendered from the database), and a
 * widget state that only exists after an interaction.
 */
test('/blog?page=2: html-validate over the served HTML, Equal Access in both themes', async ({
  sharedPage: page,
}) => {
  test.setTimeout(LIMITS.longTest)
  const path = '/blog?page=2'
  const response = await page.request.get(path)
  expect(response.status()).toBe(200)
  const problems = [
    formatFindings(
      `${path} (served HTML)`,
      defects(await validateHtml(await response.text(), path), path),
    ),
  ]
  await loadInTheme(page, path, 'light')
  await expect(page.locator('[data-slot="article-card"]').first()).toBeVisible()
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await showTheme(page, theme)
    await settle(page)
    problems.push(formatFindings(`${path}, ${theme}`, defects(await runEqualAccess(page), path)))
  }
  expect(problems.filter(Boolean).join('\n')).toBe('')
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

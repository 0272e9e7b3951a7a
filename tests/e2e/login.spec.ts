import { expect, test } from './test'
import { pageReady } from './site.ts'

test('Member Services explains the portal and links to the configured addresses, with no password field', async ({
  page,
}) => {
  await page.goto('/login')
  await pageReady(page)
  for (const heading of ['Single sign-on', 'The app launcher', 'Reports', 'Who can register']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  const expected: [RegExp, string][] = [
    [/^Sign in to member services/, 'https://members.mzansiclearing.example/login'],
    [/^Register for access/, 'https://members.mzansiclearing.example/register'],
    [/^Forgot your password\?/, 'https://members.mzansiclearing.example/forgot-password'],
  ]
  for (const [name, href] of expected) {
    const link = page.getByRole('link', { name })
    await expect(link).toHaveAttribute('href', href)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAccessibleName(/opens in a new tab/)
  }
  await expect(page.locator('input[type="password"]')).toHaveCount(0)
  // No sign-in form on the page (the header's search is a form of its own).
  await expect(page.getByRole('main').locator('form')).toHaveCount(0)
})

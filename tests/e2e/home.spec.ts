import { expect, test } from '@playwright/test'
import { pageReady } from './site.ts'

test('the home page says what we do and leads to services, articles, our reach and contact', async ({
  page,
}) => {
  await page.goto('/')
  await pageReady(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Payments that clear, switch and settle across Southern Africa',
  )
  await expect(page.getByRole('link', { name: 'Explore our services' })).toHaveAttribute(
    'href',
    '/services',
  )
  const services = page.getByRole('region', { name: 'What we clear and switch' })
  await expect(services.getByRole('link')).toHaveCount(6)
  const latest = page.getByRole('region', { name: 'Latest from the Content Hub' })
  await expect(latest.locator('[data-slot="news-item"]')).toHaveCount(3)
  await expect(page.getByRole('link', { name: 'See where we work' })).toHaveAttribute(
    'href',
    '/our-reach',
  )

  await services.getByRole('link', { name: /DebiCheck/ }).click()
  await expect(page).toHaveURL(/\/services\/authenticated-collections$/)
})

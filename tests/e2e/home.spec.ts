import { expect, test } from './test'
import { appReady, lookDownThePage, pageReady, servicePaths } from './site.ts'

test('the home page says what we do and leads to services, insights, articles, our reach and contact', async ({
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

  const carousel = page.getByRole('region', { name: 'Our services' })
  // A slide for every service page (src/routes/services/), in the menu's order.
  await expect(carousel.locator('[data-slot="swiper-carousel-slide"]')).toHaveCount(
    servicePaths().length,
  )
  await expect(
    carousel.getByRole('link', { name: 'About Electronic Funds Transfer (EFT)' }),
  ).toBeVisible()
  await carousel.getByRole('button', { name: 'Next slides' }).click()
  await expect(carousel.getByRole('link', { name: /About POS Switching/ })).toBeVisible()

  // The teasers and the latest articles load as the visitor nears them.
  await lookDownThePage(page)
  const insights = page.getByRole('region', { name: 'What payments say about the economy' })
  await expect(insights.locator('[data-slot="index-teaser"]')).toHaveCount(2)
  await expect(insights.getByText('Illustrative data')).toHaveCount(2)
  await expect(
    insights.getByRole('img', { name: /^Economic Transactions Index from / }),
  ).toBeVisible()

  const latest = page.getByRole('region', { name: 'Latest from the Content Hub' })
  await expect(latest.locator('[data-slot="news-item"]')).toHaveCount(3)
  await expect(page.getByRole('link', { name: 'See where we work' })).toHaveAttribute(
    'href',
    '/our-reach',
  )

  await carousel.getByRole('link', { name: /About POS Switching/ }).click()
  await expect(page).toHaveURL(/\/services\/pos-switching$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('POS Switching & Settlement')
})

test('the teasers and the latest articles load only once the visitor nears them', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (/\/api\/public\/v2\/(Indices|PublicBlogs|Certificates|PciBadge)/.test(pathname)) {
      asked.push(pathname)
    }
  })
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/')
  await appReady(page)
  // Once the network is quiet, everything the page does unasked (its idle-time code included)
  // is done.
  await page.waitForLoadState('networkidle')
  // The first screen is the page's alone: nothing asked of the API for the parts below it, and
  // the placeholders hold their space.
  expect(asked).toEqual([])
  const insights = page.getByRole('region', { name: 'What payments say about the economy' })
  await expect(insights.getByText('Loading the index…')).toHaveCount(2)
  await expect(page.getByText('Loading the latest articles')).toHaveCount(1)

  await lookDownThePage(page)
  await expect(insights.getByText('Illustrative data')).toHaveCount(2)
  const latest = page.getByRole('region', { name: 'Latest from the Content Hub' })
  await expect(latest.locator('[data-slot="news-item"]')).toHaveCount(3)
  expect(asked.some((path) => path.includes('/Indices/'))).toBe(true)
  expect(asked.some((path) => path.includes('/PublicBlogs/'))).toBe(true)
})

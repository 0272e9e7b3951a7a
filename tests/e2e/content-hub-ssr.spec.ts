import { expect, test } from './test'
import { collectErrors, pageReady } from './site.ts'

const ARTICLE = '/blog/post/payshap-and-real-time-clearing'

test.describe('the Content Hub with JavaScript', () => {
  test('an article hydrates without asking the API for it, and without a mismatch', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    const articleRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/public/v2/PublicBlogs/')) articleRequests.push(request.url())
    })
    await page.goto(ARTICLE)
    await pageReady(page)
    // Interactive: a link in the page navigates within the app.
    await expect(page.getByRole('heading', { level: 2, name: 'Related articles' })).toBeVisible()
    expect(articleRequests).toEqual([])
    expect(warnings.filter((text) => /differed|hydrat/i.test(text))).toEqual([])
    expect(errors).toEqual([])
  })

  test('after choosing an article in the list, focus is on its h1 once it is there', async ({
    page,
  }) => {
    await page.goto('/blog')
    await pageReady(page)
    const card = page.locator('[data-slot="article-card"]').first()
    const title = (await card.getByRole('heading').innerText()).trim()
    await card.getByRole('link').first().click()
    const heading = page.getByRole('heading', { level: 1, name: title })
    await expect(heading).toBeVisible()
    await expect(heading).toBeFocused()
    await expect(page.locator('[data-route-announcer]')).toHaveText(/^Blog \| Post/)
  })
})

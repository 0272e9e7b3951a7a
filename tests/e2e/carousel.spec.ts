import { expect, test, type Locator, type Page } from './test'
import { axeBuilder } from './axe.ts'
import { galleryLoaded, widgetPath } from './gallery.ts'
import { settle } from './site.ts'

const DESKTOP = { width: 1280, height: 800 }
const MOBILE = { width: 375, height: 812 }

async function openCarousel(page: Page, example = 'swiper-carousel--services') {
  await page.goto(widgetPath('swiper-carousel'))
  await galleryLoaded(page)
  const carousel = page.locator(`[data-example="${example}"] [data-slot="swiper-carousel"]`)
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel.locator('[data-slot="swiper-carousel-slide"]').first()).toBeVisible()
  // Embla has measured the slides and taken over once it positions the track.
  await expect(carousel.locator('[data-slot="swiper-carousel-track"]')).toHaveAttribute(
    'style',
    /translate3d/,
  )
  return carousel
}

function status(carousel: Locator) {
  return carousel.locator('[aria-live="polite"]')
}

/** Waits until embla has brought the slides to rest. */
async function atRest(carousel: Locator) {
  await expect(carousel).not.toHaveAttribute('data-sliding')
}

/** The 1-based positions of the slides that lie wholly inside the carousel's viewport. */
async function slidesInView(carousel: Locator): Promise<number[]> {
  return carousel.evaluate((root) => {
    const viewport = root.querySelector('[data-slot="carousel-viewport"]')!.getBoundingClientRect()
    return Array.from(root.querySelectorAll('[data-slot="swiper-carousel-slide"]')).flatMap(
      (slide, index) => {
        const box = slide.getBoundingClientRect()
        const inside = box.left >= viewport.left - 1 && box.right <= viewport.right + 1
        return inside ? [index + 1] : []
      },
    )
  })
}

/** The 1-based positions of the slides the carousel marks visible (and leaves reachable). */
async function slidesMarkedVisible(carousel: Locator): Promise<number[]> {
  return carousel.evaluate((root) =>
    Array.from(root.querySelectorAll('[data-slot="swiper-carousel-slide"]')).flatMap(
      (slide, index) =>
        slide.hasAttribute('data-visible') && !slide.hasAttribute('inert') ? [index + 1] : [],
    ),
  )
}

async function expectShown(carousel: Locator, positions: number[], announcement: string) {
  await expect(status(carousel)).toHaveText(announcement)
  // The status changes at once; the slides take their ~550 ms to get there.
  await expect.poll(() => slidesInView(carousel)).toEqual(positions)
  await atRest(carousel)
  expect(await slidesMarkedVisible(carousel)).toEqual(positions)
}

/** Axe's violations (the site's tags and switched-off rules) within one widget's gallery section. */
async function axeViolations(page: Page, widget: string): Promise<string[]> {
  const { violations } = await axeBuilder(page)
    .include(`section[data-widget="${widget}"]`)
    .analyze()
  return violations.map((violation) => `${violation.id}: ${violation.help}`)
}

/** Drags across the first slide shown by `distance` px (negative: to the left). */
async function swipe(page: Page, carousel: Locator, distance: number) {
  const slide = carousel.locator('[data-slot="swiper-carousel-slide"][data-visible] p').first()
  const box = await slide.boundingBox()
  if (!box) throw new Error('The slide has no box')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + distance, y, { steps: 12 })
  await page.mouse.up()
}

test.describe('swiper carousel at 1280 px (three a page)', () => {
  test.use({ viewport: DESKTOP })

  test('pages by the Next and Previous buttons and stops at the end', async ({ page }) => {
    const carousel = await openCarousel(page)
    const previous = carousel.getByRole('button', { name: 'Previous slides' })
    const next = carousel.getByRole('button', { name: 'Next slides' })
    await expectShown(carousel, [1, 2, 3], 'Slides 1 to 3 of 8')
    await expect(previous).toBeDisabled()

    await next.click()
    await expectShown(carousel, [4, 5, 6], 'Slides 4 to 6 of 8')
    await expect(carousel).toHaveAttribute('data-active-page', '1')

    await next.click()
    await expectShown(carousel, [6, 7, 8], 'Slides 6 to 8 of 8')
    await expect(next).toBeDisabled()

    await previous.click()
    await expectShown(carousel, [4, 5, 6], 'Slides 4 to 6 of 8')
  })

  test('shows 60 px of the next slide beside a full page', async ({ page }) => {
    const carousel = await openCarousel(page)
    const peek = await carousel.evaluate((root) => {
      const viewport = root
        .querySelector('[data-slot="carousel-viewport"]')!
        .getBoundingClientRect()
      const fourth = root.querySelectorAll('[data-slot="swiper-carousel-slide"]')[3]!
      return viewport.right - fourth.getBoundingClientRect().left
    })
    expect(peek).toBeCloseTo(60, 0)
  })

  test('moves a page in about 550 ms', async ({ page }) => {
    await page.clock.install()
    const carousel = await openCarousel(page)
    const fourth = carousel.locator('[data-slot="swiper-carousel-slide"]').nth(3)
    // When the page last moved after a click on Next, on the page's own clock: how long one
    // page's move takes, whatever else the machine is doing.
    const samples = await sampleOnPageClock(
      page,
      () =>
        carousel
          .locator('[data-slot="swiper-carousel-next"]')
          .evaluate((next) => (next as HTMLElement).click()),
      () => fourth.evaluate((slide) => slide.getBoundingClientRect().left),
      1_500,
    )
    const restedAfter = lastMoveAt(samples)
    expect(restedAfter).toBeGreaterThan(400)
    expect(restedAfter).toBeLessThan(700)
  })

  test('works by keyboard: Tab skips the slides off the page, Enter and the arrow keys page', async ({
    page,
  }) => {
    const carousel = await openCarousel(page)
    const next = carousel.getByRole('button', { name: 'Next slides' })
    const previous = carousel.getByRole('button', { name: 'Previous slides' })
    await carousel.getByRole('link', { name: 'About EFT' }).focus()
    // The links of slides 2 and 3, then Next: slides 4 to 8 are inert and Previous is disabled.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(
      carousel.getByRole('link', { name: 'About the Rapid Payments Programme' }),
    ).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(next).toBeFocused()

    await page.keyboard.press('Enter')
    await expectShown(carousel, [4, 5, 6], 'Slides 4 to 6 of 8')
    await page.keyboard.press('ArrowRight')
    await expectShown(carousel, [6, 7, 8], 'Slides 6 to 8 of 8')
    // Next is disabled at the end, so focus went to Previous rather than to the page.
    await expect(previous).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expectShown(carousel, [4, 5, 6], 'Slides 4 to 6 of 8')
    await page.keyboard.press('Space')
    await expectShown(carousel, [1, 2, 3], 'Slides 1 to 3 of 8')
  })

  test('an arrow key from a link in a slide pages on and lands on the new page', async ({
    page,
  }) => {
    const carousel = await openCarousel(page)
    await carousel.getByRole('link', { name: 'About EFT' }).focus()
    await page.keyboard.press('ArrowRight')
    await expectShown(carousel, [4, 5, 6], 'Slides 4 to 6 of 8')
    await expect(
      carousel.getByRole('group', { name: 'Account Verification Services (AVS), 4 of 8' }),
    ).toBeFocused()
  })

  test('a swipe of 60 px or more moves a page; a shorter one snaps back', async ({ page }) => {
    const carousel = await openCarousel(page)
    await swipe(page, carousel, -40)
    await expectShown(carousel, [1, 2, 3], 'Slides 1 to 3 of 8')

    await swipe(page, carousel, -120)
    await expectShown(carousel, [4, 5, 6], 'Slides 4 to 6 of 8')

    await swipe(page, carousel, 50)
    await expectShown(carousel, [4, 5, 6], 'Slides 4 to 6 of 8')

    await swipe(page, carousel, 90)
    await expectShown(carousel, [1, 2, 3], 'Slides 1 to 3 of 8')
  })

  test('jumps without sliding when less motion is asked for', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const carousel = await openCarousel(page)
    // Every frame for a second after a click on Next: where the fourth slide stood. A slide moves
    // through about 30 frames part-way (550 ms); a jump goes from one page to the next between two
    // frames. Counting frames rather than milliseconds holds on a busy machine, which only ever
    // delays frames.
    const { partWay, arrived } = await carousel.evaluate(async (root) => {
      const viewport = root.querySelector('[data-slot="carousel-viewport"]')!
      const fourth = root.querySelectorAll('[data-slot="swiper-carousel-slide"]')[3]!
      const offset = () =>
        fourth.getBoundingClientRect().left - viewport.getBoundingClientRect().left
      const from = offset()
      const offsets: number[] = []
      const start = performance.now()
      root.querySelector<HTMLButtonElement>('[data-slot="swiper-carousel-next"]')!.click()
      while (performance.now() - start < 1000) {
        await new Promise(requestAnimationFrame)
        offsets.push(offset())
      }
      return {
        partWay: offsets.filter((left) => left > 0.5 && left < from - 0.5).length,
        arrived: Math.abs(offsets.at(-1)!) < 0.5,
      }
    })
    expect(arrived).toBe(true)
    expect(partWay).toBe(0)
    await expect(status(carousel)).toHaveText('Slides 4 to 6 of 8')
  })

  test('the single-slide carousel has both buttons disabled', async ({ page }) => {
    const carousel = await openCarousel(page, 'swiper-carousel--single-slide')
    await expect(carousel.getByRole('button', { name: 'Previous slides' })).toBeDisabled()
    await expect(carousel.getByRole('button', { name: 'Next slides' })).toBeDisabled()
    await expect(status(carousel)).toHaveText('Slide 1 of 1')
  })
})

test.describe('swiper carousel at 375 px (one a page)', () => {
  test.use({ viewport: MOBILE })

  test('pages by the buttons and by swipes of 60 px or more', async ({ page }) => {
    const carousel = await openCarousel(page)
    await expectShown(carousel, [1], 'Slide 1 of 8')

    await carousel.getByRole('button', { name: 'Next slides' }).click()
    await expectShown(carousel, [2], 'Slide 2 of 8')

    await swipe(page, carousel, -100)
    await expectShown(carousel, [3], 'Slide 3 of 8')

    await swipe(page, carousel, -45)
    await expectShown(carousel, [3], 'Slide 3 of 8')

    await swipe(page, carousel, 100)
    await expectShown(carousel, [2], 'Slide 2 of 8')

    await carousel.getByRole('button', { name: 'Previous slides' }).click()
    await expectShown(carousel, [1], 'Slide 1 of 8')
  })

  test('pages by keyboard', async ({ page }) => {
    const carousel = await openCarousel(page)
    await carousel.getByRole('link', { name: 'About EFT' }).focus()
    await page.keyboard.press('Tab')
    await expect(carousel.getByRole('button', { name: 'Next slides' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expectShown(carousel, [2], 'Slide 2 of 8')
    await page.keyboard.press('ArrowRight')
    await expectShown(carousel, [3], 'Slide 3 of 8')
    await page.keyboard.press('ArrowLeft')
    await expectShown(carousel, [2], 'Slide 2 of 8')
  })
})

for (const [name, viewport] of [
  ['1280', DESKTOP],
  ['375', MOBILE],
] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`a moved carousel has no axe violations at ${name} px in ${theme}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: theme })
      const carousel = await openCarousel(page)
      await carousel.getByRole('button', { name: 'Next slides' }).click()
      await expect(status(carousel)).toHaveText(/^Slides? [24]/)
      await atRest(carousel)
      expect(await axeViolations(page, 'swiper-carousel')).toEqual([])
    })
  }
}

/** One frame of the page's clock. */
const FRAME_MS = 16

/**
 * Pauses the page's clock, does `start`, then steps the clock a frame at a time for `forMs`,
 * reading `read` after each frame: an animation's course in the page's own time, which a busy
 * machine cannot stretch. The clock runs on again afterwards.
 */
async function sampleOnPageClock(
  page: Page,
  start: () => Promise<unknown>,
  read: () => Promise<number>,
  forMs: number,
): Promise<{ time: number; value: number }[]> {
  // Paused a second past the page's own now (its clock runs ahead of the test's once it has been
  // paused, and on while this call travels).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  const samples = [{ time: 0, value: await read() }]
  await start()
  for (let time = FRAME_MS; time <= forMs; time += FRAME_MS) {
    await page.clock.runFor(FRAME_MS)
    samples.push({ time, value: await read() })
  }
  await page.clock.resume()
  return samples
}

/** The time of the last sample still half a pixel or more from where the samples end. */
function lastMoveAt(samples: { time: number; value: number }[]): number {
  const final = samples.at(-1)?.value ?? 0
  return samples.findLast((sample) => Math.abs(sample.value - final) >= 0.5)?.time ?? 0
}

async function openNotches(page: Page) {
  await page.goto(widgetPath('scroll-notches'))
  // A section still loading would move the page under a scroll in progress.
  await galleryLoaded(page)
  const nav = page.getByRole('navigation', { name: 'OUR SERVICES' })
  await expect(nav).toBeVisible()
  return nav
}

function sectionHeading(page: Page, name: string) {
  return page
    .locator('[data-example="scroll-notches--services-overview"]')
    .getByRole('heading', { name, exact: true })
}

/** The heading's top, and the notch bar's bottom, relative to the viewport. */
async function landing(page: Page, heading: Locator) {
  const headingBox = await heading.boundingBox()
  const barBox = await page.locator('[data-slot="scroll-notches"]').boundingBox()
  if (!headingBox || !barBox) throw new Error('No box for the heading or the bar')
  return { headingTop: headingBox.y, barBottom: barBox.y + barBox.height }
}

for (const [name, viewport] of [
  ['1280', DESKTOP],
  ['375', MOBILE],
] as const) {
  test(`scroll notches at ${name} px: a notch scrolls to its section and focuses its heading`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const nav = await openNotches(page)
    const before = await page.evaluate(() => window.scrollY)
    await nav.getByRole('link', { name: 'Cash Services' }).click()
    const heading = sectionHeading(page, 'Cash Services')
    await expect(heading).toBeFocused()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
    // The section lands just below the bar that stays at the top, not under it.
    const { headingTop, barBottom } = await landing(page, heading)
    expect(headingTop).toBeGreaterThanOrEqual(barBottom - 1)
    expect(headingTop).toBeLessThan(barBottom + 60)
    await expect(nav.getByRole('link', { name: 'Cash Services' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(nav.locator('[aria-current]')).toHaveCount(1)
  })
}

test('scroll notches by keyboard: Enter on a notch lands on the section heading', async ({
  page,
}) => {
  const nav = await openNotches(page)
  await nav.getByRole('link', { name: 'SADC' }).focus()
  await page.keyboard.press('Enter')
  await expect(sectionHeading(page, 'SADC')).toBeFocused()
  await expect(nav.getByRole('link', { name: 'SADC' })).toHaveAttribute('aria-current', 'true')
})

test('scroll notches scroll in about 200 ms, at once under reduced motion', async ({ page }) => {
  await page.clock.install()
  const nav = await openNotches(page)
  // When the window came to rest after a click on a notch, on the page's own clock.
  const measure = async () => {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    const samples = await sampleOnPageClock(
      page,
      () =>
        nav
          .getByRole('link', { name: 'SADC', exact: true })
          .evaluate((link) => (link as HTMLElement).click()),
      () => page.evaluate(() => window.scrollY),
      800,
    )
    return lastMoveAt(samples)
  }
  const smooth = await measure()
  expect(smooth).toBeGreaterThan(150)
  expect(smooth).toBeLessThan(400)

  await page.emulateMedia({ reducedMotion: 'reduce' })
  const instant = await measure()
  expect(instant).toBeLessThan(60)
})

for (const [name, viewport] of [
  ['1280', DESKTOP],
  ['375', MOBILE],
] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`scroll notches with a current notch have no axe violations at ${name} px in ${theme}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: theme })
      const nav = await openNotches(page)
      await nav.getByRole('link', { name: 'Real-time Payments' }).click()
      await expect(sectionHeading(page, 'Real-time Payments')).toBeFocused()
      await settle(page)
      expect(await axeViolations(page, 'scroll-notches')).toEqual([])
    })
  }
}

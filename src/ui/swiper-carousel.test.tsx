import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  EMBLA_PAGE_DURATION,
  EMBLA_SNAP_BACK_DURATION,
  SLIDES_PER_PAGE_QUERY,
  pageCount,
} from '../lib/carousel'
import { describeControlledContract } from '../test-utils/controlled-contract'
import { mockMatchMedia } from '../test-utils/match-media'
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  CarouselStatus,
  SwiperCarousel,
  SwiperCarouselSlide,
  useCarousel,
} from './swiper-carousel'

/*
 * jsdom lays nothing out, so embla cannot measure slides there. This stands in for it: as many
 * snaps as pages at the current width, `scrollTo.index` selects at once, and the test emits the
 * events embla would (pointerUp after a drag, scroll while moving, settle at rest).
 */
type Listener = () => void
class FakeEmbla {
  root: HTMLElement | null = null
  selected = 0
  durations: number[] = []
  listeners = new Map<string, Set<Listener>>()

  rootNode = () => this.root as HTMLElement
  slideNodes = () =>
    Array.from(this.root?.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]') ?? [])
  scrollSnapList = () => {
    const perPage = window.matchMedia(SLIDES_PER_PAGE_QUERY).matches ? 3 : 1
    return Array.from({ length: pageCount(this.slideNodes().length, perPage) }, (_, i) => i)
  }
  selectedScrollSnap = () => this.selected
  canScrollNext = () => this.selected < this.scrollSnapList().length - 1
  canScrollPrev = () => this.selected > 0
  on = (event: string, listener: Listener) => {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set())
    this.listeners.get(event)?.add(listener)
    return this
  }
  off = (event: string, listener: Listener) => {
    this.listeners.get(event)?.delete(listener)
    return this
  }
  emit(event: string) {
    act(() => this.listeners.get(event)?.forEach((listener) => listener()))
  }
  internalEngine = () => {
    const scrollBody = {
      useBaseFriction: () => scrollBody,
      useDuration: (duration: number) => {
        this.durations.push(duration)
        return scrollBody
      },
    }
    return {
      scrollBody,
      scrollTo: {
        index: (page: number) => {
          if (page === this.selected) return
          this.selected = page
          this.listeners.get('select')?.forEach((listener) => listener())
        },
      },
    }
  }
}

const embla = vi.hoisted(() => ({ current: null as unknown }))

vi.mock('embla-carousel-react', async () => {
  const { useState: useReactState } = await import('react')
  return {
    default: function useEmblaCarousel() {
      const [api] = useReactState(() => new FakeEmbla())
      embla.current = api
      return [
        (element: HTMLElement | null) => {
          api.root = element
        },
        api,
      ]
    },
  }
})

function fake(): FakeEmbla {
  return embla.current as FakeEmbla
}

const services = [
  'Electronic Funds Transfer (EFT)',
  'POS Switching & Settlement',
  'Rapid Payments Programme (RPP)',
  'Account Verification Services (AVS)',
  'Authenticated Collections (DebiCheck)',
  'Cash Management (ICMS)',
  'Transactions Cleared on an Immediate Basis (TCIB)',
  'SWIFT Solutions',
]

function ServicesCarousel({ onPageChange }: { onPageChange?: (page: number) => void }) {
  return (
    <SwiperCarousel label="Our services" onPageChange={onPageChange}>
      {services.map((service) => (
        <SwiperCarouselSlide key={service} label={service}>
          <a href={`#${service}`}>About {service}</a>
        </SwiperCarouselSlide>
      ))}
    </SwiperCarousel>
  )
}

function slides() {
  return screen.getAllByRole('group')
}

function shownSlides() {
  return slides()
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label'))
}

function status() {
  return screen.getByText(/^Slides? \d/)
}

let restoreMatchMedia: (() => void) | undefined
function atWidth(width: 'narrow' | 'wide', { reducedMotion = false } = {}) {
  restoreMatchMedia = mockMatchMedia(
    (query) =>
      (query === SLIDES_PER_PAGE_QUERY && width === 'wide') ||
      (query === '(prefers-reduced-motion: reduce)' && reducedMotion),
  )
}

afterEach(() => {
  restoreMatchMedia?.()
  restoreMatchMedia = undefined
})

describe('SwiperCarousel', () => {
  it('is a region described as a carousel, with slides named by title and position', () => {
    atWidth('narrow')
    render(<ServicesCarousel />)
    const carousel = screen.getByRole('region', { name: 'Our services' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    expect(slides()).toHaveLength(8)
    expect(slides()[0]).toHaveAttribute('aria-roledescription', 'slide')
    expect(slides()[0]).toHaveAccessibleName('Electronic Funds Transfer (EFT), 1 of 8')
    expect(slides()[7]).toHaveAccessibleName('SWIFT Solutions, 8 of 8')
  })

  it('names untitled slides by position alone', () => {
    atWidth('narrow')
    render(
      <SwiperCarousel label="Mandate steps">
        <SwiperCarouselSlide>Agree the terms</SwiperCarouselSlide>
        <SwiperCarouselSlide>Approve in the app</SwiperCarouselSlide>
      </SwiperCarousel>,
    )
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2'])
  })

  it('shows one slide a page below 750 px and keeps the others out of reach', () => {
    atWidth('narrow')
    render(<ServicesCarousel />)
    expect(shownSlides()).toEqual(['Electronic Funds Transfer (EFT), 1 of 8'])
    expect(slides()[1]).toHaveAttribute('inert')
    expect(status()).toHaveTextContent('Slide 1 of 8')
    expect(status()).toHaveAttribute('aria-live', 'polite')
  })

  it('shows three slides a page from 750 px', () => {
    atWidth('wide')
    render(<ServicesCarousel />)
    expect(shownSlides()).toHaveLength(3)
    expect(status()).toHaveTextContent('Slides 1 to 3 of 8')
    expect(screen.getByRole('region')).toHaveAttribute('data-slides-per-page', '3')
  })

  it('pages with Next and Previous, announcing what is shown, and stops at the ends', async () => {
    atWidth('wide')
    const onPageChange = vi.fn()
    const user = userEvent.setup()
    render(<ServicesCarousel onPageChange={onPageChange} />)
    const previous = screen.getByRole('button', { name: 'Previous slides' })
    const next = screen.getByRole('button', { name: 'Next slides' })
    expect(previous).toBeDisabled()

    await user.click(next)
    expect(status()).toHaveTextContent('Slides 4 to 6 of 8')
    expect(screen.getByRole('region')).toHaveAttribute('data-active-page', '1')
    expect(onPageChange).toHaveBeenLastCalledWith(1)
    expect(fake().durations.at(-1)).toBe(EMBLA_PAGE_DURATION)

    await user.click(next)
    // The last page is aligned to the end, so it shows the last three slides.
    expect(status()).toHaveTextContent('Slides 6 to 8 of 8')
    expect(shownSlides()).toEqual([
      'Cash Management (ICMS), 6 of 8',
      'Transactions Cleared on an Immediate Basis (TCIB), 7 of 8',
      'SWIFT Solutions, 8 of 8',
    ])
    expect(next).toBeDisabled()

    await user.click(previous)
    expect(status()).toHaveTextContent('Slides 4 to 6 of 8')
    expect(next).toBeEnabled()
  })

  it('works by keyboard: Tab to Next, Enter and Space, focus kept on a working button', async () => {
    atWidth('narrow')
    const user = userEvent.setup()
    render(
      <SwiperCarousel label="Three steps">
        <SwiperCarouselSlide>One</SwiperCarouselSlide>
        <SwiperCarouselSlide>Two</SwiperCarouselSlide>
        <SwiperCarouselSlide>Three</SwiperCarouselSlide>
      </SwiperCarousel>,
    )
    const next = screen.getByRole('button', { name: 'Next slides' })
    await user.tab()
    // Previous is disabled on the first page, so Tab reaches Next first.
    expect(next).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(status()).toHaveTextContent('Slide 2 of 3')
    await user.keyboard(' ')
    expect(status()).toHaveTextContent('Slide 3 of 3')
    expect(next).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Previous slides' })).toHaveFocus()
  })

  it('moves with the arrow keys while focus is inside it', async () => {
    atWidth('narrow')
    const user = userEvent.setup()
    render(<ServicesCarousel />)
    screen.getByRole('button', { name: 'Next slides' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(status()).toHaveTextContent('Slide 2 of 8')
    await user.keyboard('{ArrowLeft}')
    expect(status()).toHaveTextContent('Slide 1 of 8')
  })

  it('takes focus from a slide that leaves the page to the first slide of the new page', async () => {
    atWidth('wide')
    const user = userEvent.setup()
    render(<ServicesCarousel />)
    within(slides()[0]!).getByRole('link').focus()
    await user.keyboard('{ArrowRight}')
    expect(status()).toHaveTextContent('Slides 4 to 6 of 8')
    expect(slides()[3]).toHaveFocus()
  })

  it('leaves the arrow keys alone in a text field inside a slide', async () => {
    atWidth('narrow')
    const user = userEvent.setup()
    render(
      <SwiperCarousel label="Search branches">
        <SwiperCarouselSlide>
          <label>
            Branch name <input />
          </label>
        </SwiperCarouselSlide>
        <SwiperCarouselSlide>Results</SwiperCarouselSlide>
      </SwiperCarousel>,
    )
    await user.click(screen.getByRole('textbox', { name: 'Branch name' }))
    await user.keyboard('{ArrowRight}')
    expect(status()).toHaveTextContent('Slide 1 of 2')
  })

  describe('swipes', () => {
    function drag(from: number, to: number) {
      const viewport = document.querySelector('[data-slot="carousel-viewport"]')!
      fireEvent.pointerDown(viewport, { clientX: from, isPrimary: true })
      fireEvent.pointerMove(window, { clientX: to, isPrimary: true })
      fireEvent.pointerUp(window, { clientX: to, isPrimary: true })
      // Embla reports the end of its own drag after the pointer is up.
      fake().emit('pointerUp')
    }

    it('snaps back after a drag shorter than 60 px, in the snap-back time', () => {
      atWidth('narrow')
      render(<ServicesCarousel />)
      drag(300, 250)
      expect(status()).toHaveTextContent('Slide 1 of 8')
      expect(fake().durations.at(-1)).toBe(EMBLA_SNAP_BACK_DURATION)
    })

    it('moves one page for a drag of 60 px or more, either way', () => {
      atWidth('narrow')
      render(<ServicesCarousel />)
      drag(300, 240)
      expect(status()).toHaveTextContent('Slide 2 of 8')
      expect(fake().durations.at(-1)).toBe(EMBLA_PAGE_DURATION)
      drag(100, 400)
      expect(status()).toHaveTextContent('Slide 1 of 8')
    })

    it('snaps back when there is no page in the direction of the drag', () => {
      atWidth('narrow')
      render(<ServicesCarousel />)
      drag(100, 300)
      expect(status()).toHaveTextContent('Slide 1 of 8')
      expect(fake().durations.at(-1)).toBe(EMBLA_SNAP_BACK_DURATION)
    })

    it('jumps without sliding when less motion is asked for', async () => {
      atWidth('narrow', { reducedMotion: true })
      const user = userEvent.setup()
      render(<ServicesCarousel />)
      drag(300, 200)
      expect(fake().durations.at(-1)).toBe(0)
      await user.click(screen.getByRole('button', { name: 'Next slides' }))
      expect(fake().durations.at(-1)).toBe(0)
    })
  })

  it('marks itself sliding while embla moves and clears it at rest', () => {
    atWidth('narrow')
    render(<ServicesCarousel />)
    const carousel = screen.getByRole('region')
    expect(carousel).not.toHaveAttribute('data-sliding')
    fake().emit('scroll')
    expect(carousel).toHaveAttribute('data-sliding')
    fake().emit('settle')
    expect(carousel).not.toHaveAttribute('data-sliding')
  })

  it('disables both buttons for a single slide, which fills the width', () => {
    atWidth('wide')
    render(
      <SwiperCarousel label="Featured service">
        <SwiperCarouselSlide label="Rapid Payments Programme (RPP)">PayShap</SwiperCarouselSlide>
      </SwiperCarousel>,
    )
    expect(screen.getByRole('button', { name: 'Previous slides' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next slides' })).toBeDisabled()
    expect(status()).toHaveTextContent('Slide 1 of 1')
    expect(slides()[0]).not.toHaveAttribute('inert')
  })

  it('keeps a controlled page of its own in step through onPageChange', async () => {
    atWidth('narrow')
    const user = userEvent.setup()
    function Counter() {
      const [page, setPage] = useState(0)
      return (
        <>
          <p>Showing page {page + 1}</p>
          <ServicesCarousel onPageChange={setPage} />
        </>
      )
    }
    render(<Counter />)
    await user.click(screen.getByRole('button', { name: 'Next slides' }))
    expect(screen.getByText('Showing page 2')).toBeInTheDocument()
  })
})

const steps = ['Agree the terms', 'Send the request', 'Approve in the app', 'Collect']

/** The 0-based page the carousel shows, read from what it announces (one slide a page). */
function shownPage(): number {
  const match = /^Slide (\d+) of/.exec(status().textContent ?? '')
  if (!match) throw new Error(`Unexpected status: ${status().textContent}`)
  return Number(match[1]) - 1
}

function StepsCarousel(props: React.ComponentProps<typeof Carousel>) {
  return (
    <SwiperCarousel {...props}>
      {steps.map((step) => (
        <SwiperCarouselSlide key={step} label={step}>
          {step}
        </SwiperCarouselSlide>
      ))}
    </SwiperCarousel>
  )
}

describe('SwiperCarousel page', () => {
  beforeEach(() => atWidth('narrow'))

  describeControlledContract<number>('SwiperCarousel', {
    render: ({ value, defaultValue, onValueChange }) => (
      <StepsCarousel
        label="Mandate steps"
        page={value}
        defaultPage={defaultValue ?? undefined}
        onPageChange={onValueChange}
      />
    ),
    values: [1, 2],
    empty: 0,
    choose: async (user, page) => {
      const moves = page - shownPage()
      const button = screen.getByRole('button', {
        name: moves > 0 ? 'Next slides' : 'Previous slides',
      })
      for (let move = 0; move < Math.abs(moves); move += 1) await user.click(button)
    },
    shown: shownPage,
  })

  it('starts on defaultPage', () => {
    render(<StepsCarousel label="Mandate steps" defaultPage={2} />)
    expect(shownPage()).toBe(2)
    expect(fake().selected).toBe(2)
  })

  it('controlled, a swipe the parent does not take goes back to the parent’s page', () => {
    const onPageChange = vi.fn()
    render(<StepsCarousel label="Mandate steps" page={1} onPageChange={onPageChange} />)
    const viewport = document.querySelector('[data-slot="carousel-viewport"]')!
    fireEvent.pointerDown(viewport, { clientX: 300, isPrimary: true })
    fireEvent.pointerMove(window, { clientX: 200, isPrimary: true })
    fireEvent.pointerUp(window, { clientX: 200, isPrimary: true })
    fake().emit('pointerUp')
    expect(onPageChange).toHaveBeenLastCalledWith(2)
    expect(shownPage()).toBe(1)
    expect(fake().selected).toBe(1)
    expect(fake().durations.at(-1)).toBe(EMBLA_SNAP_BACK_DURATION)
  })

  it('controlled, the arrow keys report the page and move only when it comes back', async () => {
    const user = userEvent.setup()
    function Parent() {
      const [page, setPage] = useState<number | null>(0)
      return <StepsCarousel label="Mandate steps" page={page} onPageChange={setPage} />
    }
    render(<Parent />)
    screen.getByRole('button', { name: 'Next slides' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(shownPage()).toBe(1)
    expect(fake().selected).toBe(1)
  })

  it('slides to a page the parent sets', () => {
    const { rerender } = render(<StepsCarousel label="Mandate steps" page={0} />)
    rerender(<StepsCarousel label="Mandate steps" page={3} />)
    expect(fake().selected).toBe(3)
    expect(fake().durations.at(-1)).toBe(EMBLA_PAGE_DURATION)
    expect(screen.getByRole('button', { name: 'Next slides' })).toBeDisabled()
  })
})

describe('Carousel parts', () => {
  beforeEach(() => atWidth('wide'))

  function PageCount() {
    const { page, pageCount } = useCarousel()
    return (
      <p>
        Page {page + 1} of {pageCount}
      </p>
    )
  }

  it('compose a carousel with a footer of its own', async () => {
    const user = userEvent.setup()
    render(
      <Carousel label="Our services" className="custom-root">
        <CarouselContent className="custom-track">
          {services.map((service) => (
            <CarouselItem key={service} label={service}>
              {service}
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselPrevious />
        <CarouselNext>Show more services</CarouselNext>
        <CarouselStatus />
        <PageCount />
      </Carousel>,
    )
    const region = screen.getByRole('region', { name: 'Our services' })
    expect(region).toHaveAttribute('data-slot', 'carousel')
    expect(region).toHaveClass('custom-root', 'flex')
    expect(document.querySelector('[data-slot="carousel-content"]')).toHaveClass('custom-track')
    expect(slides()[0]).toHaveAttribute('data-slot', 'carousel-item')
    expect(slides()[0]).toHaveAccessibleName('Electronic Funds Transfer (EFT), 1 of 8')
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument()
    expect(status()).toHaveTextContent('Slides 1 to 3 of 8')

    await user.click(screen.getByRole('button', { name: 'Show more services' }))
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument()
    expect(status()).toHaveTextContent('Slides 4 to 6 of 8')
    expect(shownSlides()).toHaveLength(3)
    expect(slides()[3]).not.toHaveAttribute('inert')
  })

  it('says which part is outside its carousel', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<CarouselNext />)).toThrow('CarouselNext must be inside a Carousel')
    vi.restoreAllMocks()
  })
})

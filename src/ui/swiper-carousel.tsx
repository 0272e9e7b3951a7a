import useEmblaCarousel from 'embla-carousel-react'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { Children, createContext, useContext, useEffect, useRef, useState } from 'react'
import { cn } from '../lib/cn'
import {
  EMBLA_PAGE_DURATION,
  EMBLA_SNAP_BACK_DURATION,
  PEEK_PX,
  SLIDES_PER_PAGE_QUERY,
  SLIDES_PER_PAGE_WIDE,
  SWIPE_THRESHOLD_PX,
  pageAnnouncement,
  pageCount as countPages,
  pageSlides,
  slideLabel,
  slidesPerPage,
  swipeDirection,
  targetPage,
} from '../lib/carousel'
import { useMediaQuery } from './use-media-query'

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'
const SLIDE_GAP_PX = 16

type SlidePosition = { index: number; count: number; visible: boolean }

const SlidePositionContext = createContext<SlidePosition | null>(null)

export type SwiperCarouselProps = React.ComponentProps<'section'> & {
  /** The carousel's accessible name, e.g. "Our services". */
  label: string
  /** Wrap round from the last page to the first; without it the buttons stop at the ends. */
  loop?: boolean
  /** Called with the 0-based page whenever it changes. */
  onPageChange?: (page: number) => void
  /** The slides: `SwiperCarouselSlide` elements. */
  children: React.ReactNode
}

/**
 * Scrolls to `page` taking `duration`, in embla's own unit (see lib/carousel): the public
 * `scrollTo` only knows the one duration set in the options, and a snap back needs another.
 */
function scrollToPage(api: EmblaCarouselType, page: number, duration: number) {
  const engine = api.internalEngine()
  engine.scrollBody.useBaseFriction().useDuration(duration)
  engine.scrollTo.index(page, 0)
}

/**
 * Embla follows the pointer while it drags; this decides where the drag ends: one page on when
 * the pointer moved at least the swipe threshold, otherwise back to the page it started on, each
 * with the spec's transition time.
 */
function useSwipeThreshold(
  api: EmblaCarouselType | undefined,
  { loop, reducedMotion }: { loop: boolean; reducedMotion: boolean },
) {
  useEffect(() => {
    if (!api) return
    const root = api.rootNode()
    const win = root.ownerDocument.defaultView ?? window
    let drag: { startX: number; lastX: number; page: number } | null = null

    const onPointerDown = (event: PointerEvent) => {
      if (!event.isPrimary) return
      drag = { startX: event.clientX, lastX: event.clientX, page: api.selectedScrollSnap() }
    }
    const onPointerMove = (event: PointerEvent) => {
      if (drag && event.isPrimary) drag.lastX = event.clientX
    }
    const onEmblaPointerUp = () => {
      if (!drag) return
      const step = swipeDirection(drag.lastX - drag.startX, SWIPE_THRESHOLD_PX)
      const page = targetPage(drag.page, step, api.scrollSnapList().length, { loop })
      const duration = reducedMotion
        ? 0
        : page === drag.page
          ? EMBLA_SNAP_BACK_DURATION
          : EMBLA_PAGE_DURATION
      drag = null
      scrollToPage(api, page, duration)
    }

    root.addEventListener('pointerdown', onPointerDown)
    win.addEventListener('pointermove', onPointerMove)
    win.addEventListener('pointerup', onPointerMove)
    api.on('pointerUp', onEmblaPointerUp)
    return () => {
      root.removeEventListener('pointerdown', onPointerDown)
      win.removeEventListener('pointermove', onPointerMove)
      win.removeEventListener('pointerup', onPointerMove)
      api.off('pointerUp', onEmblaPointerUp)
    }
  }, [api, loop, reducedMotion])
}

/** The page embla is on, how many there are, and whether it is moving. */
function useCarouselState(api: EmblaCarouselType | undefined) {
  const [page, setPage] = useState(0)
  const [snapCount, setSnapCount] = useState<number | null>(null)
  const [sliding, setSliding] = useState(false)

  useEffect(() => {
    if (!api) return
    const onSelect = () => setPage(api.selectedScrollSnap())
    const onReInit = () => {
      setSnapCount(api.scrollSnapList().length)
      setPage(api.selectedScrollSnap())
    }
    const onScroll = () => setSliding(true)
    const onSettle = () => setSliding(false)
    onReInit()
    api.on('select', onSelect).on('reInit', onReInit).on('scroll', onScroll).on('settle', onSettle)
    return () => {
      api
        .off('select', onSelect)
        .off('reInit', onReInit)
        .off('scroll', onScroll)
        .off('settle', onSettle)
    }
  }, [api])

  return { page, snapCount, sliding }
}

function isTextEntry(element: EventTarget): boolean {
  return (
    element instanceof HTMLElement &&
    (element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName))
  )
}

/**
 * A carousel in the WAI-ARIA pattern: a named region of slides, each named "n of m", paged by
 * Previous and Next buttons, the left and right arrow keys, or a swipe of at least 60 px. One
 * slide per page below 750 px and three from 750 px, with 60 px of the next one showing. Only the
 * slides of the current page can be reached by Tab; a polite live region says which are shown.
 * It never moves by itself, and it jumps instead of sliding when less motion is asked for.
 */
export function SwiperCarousel({
  label,
  loop = false,
  onPageChange,
  className,
  style,
  children,
  onKeyDown,
  ...props
}: SwiperCarouselProps) {
  const wide = useMediaQuery(SLIDES_PER_PAGE_QUERY)
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY)
  const options: EmblaOptionsType = {
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 1,
    breakpoints: { [SLIDES_PER_PAGE_QUERY]: { slidesToScroll: SLIDES_PER_PAGE_WIDE } },
    duration: reducedMotion ? 0 : EMBLA_PAGE_DURATION,
    loop,
    // Off-page slides are inert, so focus never lands on one that embla would have to bring in.
    watchFocus: false,
  }
  const [viewportRef, api] = useEmblaCarousel(options)
  const { page, snapCount, sliding } = useCarouselState(api)
  useSwipeThreshold(api, { loop, reducedMotion })

  const slides = Children.toArray(children)
  const slideCount = slides.length
  const perPage = slidesPerPage(wide)
  const pages = snapCount ?? countPages(slideCount, perPage)
  const visible = pageSlides(page, slideCount, perPage, { loop })
  const canGoBack = loop ? pages > 1 : page > 0
  const canGoOn = loop ? pages > 1 : page < pages - 1

  const previousRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const focusFirstVisibleSlide = useRef(false)

  const reportedPage = useRef(page)
  useEffect(() => {
    if (reportedPage.current === page) return
    reportedPage.current = page
    onPageChange?.(page)
  }, [page, onPageChange])

  // After an arrow key moved the page from inside a slide, that slide is inert now: land on the
  // first slide of the new page instead of losing focus to the body.
  const firstVisible = visible[0]
  useEffect(() => {
    if (!focusFirstVisibleSlide.current || firstVisible === undefined) return
    focusFirstVisibleSlide.current = false
    api?.slideNodes()[firstVisible]?.focus()
  }, [api, firstVisible])

  /** Moves one page back or on; false when there was nowhere to go. */
  function go(step: -1 | 1): boolean {
    if (!api) return false
    const current = api.selectedScrollSnap()
    const target = targetPage(current, step, api.scrollSnapList().length, { loop })
    if (target === current) return false
    scrollToPage(api, target, reducedMotion ? 0 : EMBLA_PAGE_DURATION)
    return true
  }

  function pressButton(step: -1 | 1) {
    if (!go(step) || !api || loop) return
    // A button that has just become disabled drops focus; hand it to the one that still works.
    if (step === 1 && !api.canScrollNext()) previousRef.current?.focus()
    if (step === -1 && !api.canScrollPrev()) nextRef.current?.focus()
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLElement>) {
    onKeyDown?.(event)
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    if (isTextEntry(event.target)) return
    event.preventDefault()
    const step = event.key === 'ArrowLeft' ? -1 : 1
    const inSlide =
      event.target instanceof Element &&
      event.target.closest('[data-slot="swiper-carousel-slide"]') !== null
    if (!inSlide) pressButton(step)
    else if (go(step)) focusFirstVisibleSlide.current = true
  }

  return (
    // The arrow keys come up from the buttons and links inside (event delegation), as the
    // WAI-ARIA carousel pattern asks; the region itself never takes focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <section
      data-slot="swiper-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-active-page={page}
      data-sliding={sliding ? '' : undefined}
      data-slides-per-page={perPage}
      className={cn(
        'flex min-w-0 flex-col gap-3',
        // The same breakpoint as SLIDES_PER_PAGE_QUERY, in CSS so the first paint is right.
        '[--slides-per-page:1] min-[750px]:[--slides-per-page:3]',
        className,
      )}
      style={
        {
          '--carousel-peek': `${PEEK_PX}px`,
          '--carousel-gap': `${SLIDE_GAP_PX}px`,
          ...style,
        } as React.CSSProperties
      }
      onKeyDown={handleKeyDown}
      {...props}
    >
      <div
        ref={viewportRef}
        data-slot="swiper-carousel-viewport"
        className="touch-pan-y touch-pinch-zoom overflow-hidden"
      >
        <div data-slot="swiper-carousel-track" className="flex gap-(--carousel-gap)">
          {slides.map((slide, index) => (
            <SlidePositionContext
              key={index}
              value={{ index, count: slideCount, visible: visible.includes(index) }}
            >
              {slide}
            </SlidePositionContext>
          ))}
        </div>
      </div>
      <div data-slot="swiper-carousel-controls" className="flex items-center justify-between gap-3">
        <p
          data-slot="swiper-carousel-status"
          aria-live="polite"
          aria-atomic="true"
          className="text-muted m-0 text-sm"
        >
          {pageAnnouncement(visible, slideCount)}
        </p>
        <div className="flex gap-2">
          <CarouselButton
            ref={previousRef}
            data-slot="swiper-carousel-previous"
            disabled={!canGoBack}
            onClick={() => pressButton(-1)}
          >
            <ChevronLeftIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">Previous slides</span>
          </CarouselButton>
          <CarouselButton
            ref={nextRef}
            data-slot="swiper-carousel-next"
            disabled={!canGoOn}
            onClick={() => pressButton(1)}
          >
            <ChevronRightIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">Next slides</span>
          </CarouselButton>
        </div>
      </div>
    </section>
  )
}

function CarouselButton({ className, ...props }: React.ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cn(
        'border-border text-fg hover:bg-surface inline-flex size-11 items-center justify-center rounded-full border',
        'motion-safe:transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent',
        className,
      )}
      {...props}
    />
  )
}

export type SwiperCarouselSlideProps = React.ComponentProps<'div'> & {
  /** Names the slide before its position ("EFT, 1 of 8"); without it the slide is "1 of 8". */
  label?: string
}

/**
 * One slide: a group named by its position. Off the current page it is inert, so neither Tab nor
 * a screen reader's virtual cursor reaches it.
 */
export function SwiperCarouselSlide({ label, className, ...props }: SwiperCarouselSlideProps) {
  const position = useContext(SlidePositionContext)
  if (!position) throw new Error('SwiperCarouselSlide must be a child of SwiperCarousel')
  const { index, count, visible } = position
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={slideLabel(index, count, label)}
      tabIndex={-1}
      inert={!visible}
      data-slot="swiper-carousel-slide"
      data-visible={visible ? '' : undefined}
      className={cn(
        // Its focus ring (after an arrow key) is drawn inside: the viewport clips anything outside.
        'min-w-0 shrink-0 grow-0 rounded-lg outline-offset-[-3px]',
        count === 1
          ? 'basis-full'
          : 'basis-[calc((100%_-_var(--carousel-peek)_-_var(--slides-per-page)_*_var(--carousel-gap))_/_var(--slides-per-page))]',
        className,
      )}
      {...props}
    />
  )
}

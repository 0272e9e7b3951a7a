import useEmblaCarousel from 'embla-carousel-react'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useComposedRefs } from '@radix-ui/react-compose-refs'
import { cva } from 'class-variance-authority'
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
import { useControlledValue } from './use-controlled-value'
import { useMediaQuery } from './use-media-query'

/*
 * The carousel's parts, for a developer who needs more than `SwiperCarousel` gives (a footer
 * under the buttons, a page count of their own): `Carousel` (the region, holding the page),
 * `CarouselContent` (the viewport and its track), `CarouselItem` (a slide), `CarouselPrevious`,
 * `CarouselNext` and `CarouselStatus` (the live region). Each is a thin wrapper taking `ref` as a
 * prop, spreading its props on its element, with a `data-slot` and `className` merged last.
 * `useCarousel()` reads the page, the page count and the moves from inside a `Carousel`.
 * `SwiperCarousel` is built from them.
 */

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'
const SLIDE_GAP_PX = 16

type Step = -1 | 1

export interface CarouselState {
  /** Embla's api once it has started (never during the server's render). */
  api: EmblaCarouselType | undefined
  /** The 0-based page shown. */
  page: number
  /** How many pages the slides make at this width. */
  pageCount: number
  /** How many slides there are. */
  slideCount: number
  /** Slides on a page: 1 below 750 px, 3 from 750 px. */
  perPage: number
  /** The 0-based indexes of the slides the page shows. */
  visibleSlides: number[]
  loop: boolean
  canGoBack: boolean
  canGoOn: boolean
  /** Asks for one page back (-1) or on (1); false when there is nowhere to go. */
  go: (step: Step) => boolean
}

type CarouselContextValue = CarouselState & {
  viewportRef: (node: HTMLElement | null) => void
  /** Goes one page back or on from a button, keeping focus on a button that still works. */
  press: (step: Step) => void
  previousRef: React.RefObject<HTMLButtonElement | null>
  nextRef: React.RefObject<HTMLButtonElement | null>
}

const CarouselContext = createContext<CarouselContextValue | null>(null)

type SlidePosition = { index: number; count: number }
const SlidePositionContext = createContext<SlidePosition | null>(null)

function useCarouselContext(part: string): CarouselContextValue {
  const context = useContext(CarouselContext)
  if (!context) throw new Error(`${part} must be inside a Carousel`)
  return context
}

/** The carousel's page, page count and moves, for a part of your own inside a `Carousel`. */
export function useCarousel(): CarouselState {
  const { api, page, pageCount, slideCount, perPage, visibleSlides, loop, canGoBack, canGoOn, go } =
    useCarouselContext('useCarousel')
  return { api, page, pageCount, slideCount, perPage, visibleSlides, loop, canGoBack, canGoOn, go }
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

/** The newest values of a render, for listeners that outlive it. */
function useLatest<T>(value: T): React.RefObject<T> {
  const ref = useRef(value)
  useEffect(() => {
    ref.current = value
  })
  return ref
}

/**
 * Embla follows the pointer while it drags; this decides where the drag ends. It slides back to
 * the page shown (in the snap-back time) and asks for one page on when the pointer moved at least
 * the swipe threshold; a page given then slides on from there, one refused leaves it back.
 */
function useSwipeThreshold(
  api: EmblaCarouselType | undefined,
  latest: React.RefObject<{ page: number; request: (page: number) => void }>,
  { loop, reducedMotion }: { loop: boolean; reducedMotion: boolean },
) {
  useEffect(() => {
    if (!api) return
    const root = api.rootNode()
    const win = root.ownerDocument.defaultView ?? window
    let drag: { startX: number; lastX: number } | null = null

    const onPointerDown = (event: PointerEvent) => {
      if (event.isPrimary) drag = { startX: event.clientX, lastX: event.clientX }
    }
    const onPointerMove = (event: PointerEvent) => {
      if (drag && event.isPrimary) drag.lastX = event.clientX
    }
    const onEmblaPointerUp = () => {
      if (!drag) return
      const { page, request } = latest.current
      const step = swipeDirection(drag.lastX - drag.startX, SWIPE_THRESHOLD_PX)
      drag = null
      scrollToPage(api, page, reducedMotion ? 0 : EMBLA_SNAP_BACK_DURATION)
      request(targetPage(page, step, api.scrollSnapList().length, { loop }))
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
  }, [api, latest, loop, reducedMotion])
}

/** What embla has measured (snaps and slides) and whether it is moving. */
function useEmblaState(api: EmblaCarouselType | undefined) {
  const [measured, setMeasured] = useState<{ snaps: number; slides: number } | null>(null)
  const [sliding, setSliding] = useState(false)

  useEffect(() => {
    if (!api) return
    const onReInit = () =>
      setMeasured({ snaps: api.scrollSnapList().length, slides: api.slideNodes().length })
    const onScroll = () => setSliding(true)
    const onSettle = () => setSliding(false)
    onReInit()
    api.on('reInit', onReInit).on('scroll', onScroll).on('settle', onSettle)
    return () => {
      api.off('reInit', onReInit).off('scroll', onScroll).off('settle', onSettle)
    }
  }, [api])

  return { measured, sliding }
}

function isTextEntry(element: EventTarget): boolean {
  return (
    element instanceof HTMLElement &&
    (element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName))
  )
}

export type CarouselProps = React.ComponentProps<'section'> & {
  /** The carousel's accessible name, e.g. "Our services". */
  label: string
  /** Wrap round from the last page to the first; without it the buttons stop at the ends. */
  loop?: boolean
  /** The 0-based page shown, set by the parent; `null` shows the first. Omit for uncontrolled. */
  page?: number | null
  /** The page to start on when uncontrolled. */
  defaultPage?: number
  /** Called with the 0-based page each time the visitor moves (or a resize moves it). */
  onPageChange?: (page: number) => void
  /**
   * How many slides `CarouselContent` holds, for the render before embla has counted them (the
   * server's, and hydration): the live region and the buttons are right from the first paint.
   */
  slideCount?: number
}

/**
 * The carousel's region: a section described as a carousel, holding the page and embla. The
 * left and right arrow keys inside it move a page (from a slide, focus lands on the new page's
 * first slide). Controlled by `page`, it shows the parent's page only: a move is reported through
 * `onPageChange` and happens when the parent passes the page back.
 */
export function Carousel({
  label,
  loop = false,
  page: pageProp,
  defaultPage,
  onPageChange,
  slideCount: slideCountHint = 0,
  className,
  style,
  onKeyDown,
  children,
  ...props
}: CarouselProps) {
  const wide = useMediaQuery(SLIDES_PER_PAGE_QUERY)
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY)
  const [page, setPage] = useControlledValue(
    { value: pageProp, defaultValue: defaultPage, onValueChange: onPageChange },
    0,
    'Carousel',
  )
  // Embla starts on the page the carousel starts on, rather than sliding there once it has.
  const [startIndex] = useState(page)
  const options: EmblaOptionsType = {
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 1,
    breakpoints: { [SLIDES_PER_PAGE_QUERY]: { slidesToScroll: SLIDES_PER_PAGE_WIDE } },
    duration: reducedMotion ? 0 : EMBLA_PAGE_DURATION,
    loop,
    startIndex,
    // Off-page slides are inert, so focus never lands on one that embla would have to bring in.
    watchFocus: false,
  }
  const [viewportRef, api] = useEmblaCarousel(options)
  const { measured, sliding } = useEmblaState(api)

  const slideCount = measured?.slides ?? slideCountHint
  const perPage = slidesPerPage(wide)
  const pageCount = measured?.snaps ?? countPages(slideCount, perPage)
  // A page past the end (the parent's, or kept from a narrower width) shows the last one.
  const shownPage = loop ? page : Math.min(page, pageCount - 1)
  const visibleSlides = pageSlides(shownPage, slideCount, perPage, { loop })
  const canGoBack = loop ? pageCount > 1 : shownPage > 0
  const canGoOn = loop ? pageCount > 1 : shownPage < pageCount - 1

  const latest = useLatest({ page: shownPage, request: setPage })
  useSwipeThreshold(api, latest, { loop, reducedMotion })

  // Embla goes where the page is: the visitor's move once accepted, or the parent's new page.
  useEffect(() => {
    if (!api || api.selectedScrollSnap() === shownPage) return
    scrollToPage(api, shownPage, reducedMotion ? 0 : EMBLA_PAGE_DURATION)
  }, [api, shownPage, reducedMotion])

  // Resized to fewer pages than the page held: the last page is the one shown, say so.
  useEffect(() => {
    if (measured && !loop && page > measured.snaps - 1) setPage(measured.snaps - 1)
  }, [measured, loop, page, setPage])

  const previousRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const pressedButton = useRef<Step | null>(null)
  const focusFirstVisibleSlide = useRef(false)

  // A button that has just become disabled drops focus; hand it to the one that still works.
  useEffect(() => {
    const step = pressedButton.current
    pressedButton.current = null
    if (step === 1 && !canGoOn) previousRef.current?.focus()
    if (step === -1 && !canGoBack) nextRef.current?.focus()
  }, [shownPage, canGoBack, canGoOn])

  // After an arrow key moved the page from inside a slide, that slide is inert now: land on the
  // first slide of the new page instead of losing focus to the body.
  const firstVisible = visibleSlides[0]
  useEffect(() => {
    if (!focusFirstVisibleSlide.current || firstVisible === undefined) return
    focusFirstVisibleSlide.current = false
    api?.slideNodes()[firstVisible]?.focus()
  }, [api, firstVisible])

  function go(step: Step): boolean {
    const target = targetPage(shownPage, step, pageCount, { loop })
    if (target === shownPage) return false
    setPage(target)
    return true
  }

  function press(step: Step) {
    if (go(step)) pressedButton.current = step
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLElement>) {
    onKeyDown?.(event)
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    if (isTextEntry(event.target)) return
    event.preventDefault()
    const step = event.key === 'ArrowLeft' ? -1 : 1
    const target = event.target
    const inSlide =
      target instanceof Node && (api?.slideNodes().some((slide) => slide.contains(target)) ?? false)
    if (!inSlide) press(step)
    else if (go(step)) focusFirstVisibleSlide.current = true
  }

  const context: CarouselContextValue = {
    api,
    viewportRef,
    page: shownPage,
    pageCount,
    slideCount,
    perPage,
    visibleSlides,
    loop,
    canGoBack,
    canGoOn,
    go,
    press,
    previousRef,
    nextRef,
  }

  return (
    <CarouselContext value={context}>
      {/* The arrow keys come up from the buttons and links inside (event delegation), as the
          WAI-ARIA carousel pattern asks; the region itself never takes focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <section
        data-slot="carousel"
        aria-roledescription="carousel"
        aria-label={label}
        data-active-page={shownPage}
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
        {children}
      </section>
    </CarouselContext>
  )
}

export type CarouselContentProps = React.ComponentProps<'div'> & {
  /** Classes for the viewport around the track (the track takes `className`). */
  viewportClassName?: string
}

/**
 * The viewport embla scrolls, and in it the track of slides; its children are `CarouselItem`s,
 * each told its position.
 */
export function CarouselContent({
  viewportClassName,
  className,
  children,
  ...props
}: CarouselContentProps) {
  const { viewportRef } = useCarouselContext('CarouselContent')
  const slides = Children.toArray(children)
  return (
    <div
      ref={viewportRef}
      data-slot="carousel-viewport"
      className={cn('touch-pan-y touch-pinch-zoom overflow-hidden', viewportClassName)}
    >
      <div
        data-slot="carousel-content"
        className={cn('flex gap-(--carousel-gap)', className)}
        {...props}
      >
        {slides.map((slide, index) => (
          <SlidePositionContext key={index} value={{ index, count: slides.length }}>
            {slide}
          </SlidePositionContext>
        ))}
      </div>
    </div>
  )
}

export type CarouselItemProps = React.ComponentProps<'div'> & {
  /** Names the slide before its position ("EFT, 1 of 8"); without it the slide is "1 of 8". */
  label?: string
}

/**
 * One slide: a group named by its position. Off the current page it is inert, so neither Tab nor
 * a screen reader's virtual cursor reaches it.
 */
export function CarouselItem({ label, className, ...props }: CarouselItemProps) {
  const { page, perPage, loop } = useCarouselContext('CarouselItem')
  const position = useContext(SlidePositionContext)
  if (!position) throw new Error('CarouselItem must be a child of CarouselContent')
  const { index, count } = position
  const visible = pageSlides(page, count, perPage, { loop }).includes(index)
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={slideLabel(index, count, label)}
      tabIndex={-1}
      inert={!visible}
      data-slot="carousel-item"
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

/** The look of Previous and Next: a round outlined button with a chevron. */
export const carouselButtonVariants = cva([
  'border-border text-fg hover:bg-surface inline-flex size-11 items-center justify-center rounded-full border',
  'motion-safe:transition-colors',
  'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent',
])

function CarouselButton({
  step,
  ref,
  className,
  disabled,
  onClick,
  children,
  ...props
}: React.ComponentProps<'button'> & { step: Step }) {
  const context = useCarouselContext(step === 1 ? 'CarouselNext' : 'CarouselPrevious')
  const ownRef = step === 1 ? context.nextRef : context.previousRef
  const refs = useComposedRefs(ref, ownRef)
  const Icon = step === 1 ? ChevronRightIcon : ChevronLeftIcon
  return (
    <button
      ref={refs}
      type="button"
      disabled={disabled || !(step === 1 ? context.canGoOn : context.canGoBack)}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) context.press(step)
      }}
      className={cn(carouselButtonVariants(), className)}
      {...props}
    >
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">
        {children ?? (step === 1 ? 'Next slides' : 'Previous slides')}
      </span>
    </button>
  )
}

/** The button that moves one page back; its children name it ("Previous slides"). */
export function CarouselPrevious(props: React.ComponentProps<'button'>) {
  return <CarouselButton data-slot="carousel-previous" {...props} step={-1} />
}

/** The button that moves one page on; its children name it ("Next slides"). */
export function CarouselNext(props: React.ComponentProps<'button'>) {
  return <CarouselButton data-slot="carousel-next" {...props} step={1} />
}

/** A polite live region saying which slides are shown: "Slides 4 to 6 of 8". */
export function CarouselStatus({ className, children, ...props }: React.ComponentProps<'p'>) {
  const { visibleSlides, slideCount } = useCarouselContext('CarouselStatus')
  return (
    <p
      data-slot="carousel-status"
      aria-live="polite"
      aria-atomic="true"
      className={cn('text-muted m-0 text-sm', className)}
      {...props}
    >
      {children ?? pageAnnouncement(visibleSlides, slideCount)}
    </p>
  )
}

export type SwiperCarouselProps = Omit<CarouselProps, 'slideCount'> & {
  /** The slides: `SwiperCarouselSlide` elements. */
  children: React.ReactNode
}

/**
 * A carousel in the WAI-ARIA pattern: a named region of slides, each named "n of m", paged by
 * Previous and Next buttons, the left and right arrow keys, or a swipe of at least 60 px. One
 * slide per page below 750 px and three from 750 px, with 60 px of the next one showing. Only the
 * slides of the current page can be reached by Tab; a polite live region says which are shown.
 * It never moves by itself, and it jumps instead of sliding when less motion is asked for.
 * Its page follows the library's controlled contract: `page`, `defaultPage`, `onPageChange`.
 */
export function SwiperCarousel({ children, ...props }: SwiperCarouselProps) {
  return (
    <Carousel data-slot="swiper-carousel" slideCount={Children.toArray(children).length} {...props}>
      <CarouselContent data-slot="swiper-carousel-track">{children}</CarouselContent>
      <div data-slot="swiper-carousel-controls" className="flex items-center justify-between gap-3">
        <CarouselStatus data-slot="swiper-carousel-status" />
        <div className="flex gap-2">
          <CarouselPrevious data-slot="swiper-carousel-previous" />
          <CarouselNext data-slot="swiper-carousel-next" />
        </div>
      </div>
    </Carousel>
  )
}

export type SwiperCarouselSlideProps = CarouselItemProps

/** One slide of a `SwiperCarousel`: a `CarouselItem`. */
export function SwiperCarouselSlide(props: SwiperCarouselSlideProps) {
  return <CarouselItem data-slot="swiper-carousel-slide" {...props} />
}

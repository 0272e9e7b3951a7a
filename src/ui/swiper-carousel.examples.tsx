import { useId } from 'react'
import { ArrowRightIcon } from 'lucide-react'
import { Anchor } from './anchor'
import { controlledExample } from './controlled-example'
import type { WidgetExamples } from './examples'
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

type CardItem = { heading: string; text: string; path: string; linkText: string }

const serviceCards: readonly CardItem[] = [
  {
    heading: 'Electronic Funds Transfer (EFT)',
    text: 'Salaries, supplier payments and debit orders exchanged between banks in batches, then settled.',
    path: '/services/eft',
    linkText: 'About EFT',
  },
  {
    heading: 'POS Switching & Settlement',
    text: 'Card payments at the till carried from the merchant’s bank to the card issuer for approval.',
    path: '/services/pos-switching',
    linkText: 'About card switching',
  },
  {
    heading: 'Rapid Payments Programme (RPP) and PayShap',
    text: 'Instant payments to a ShapID such as a cellphone number, cleared around the clock.',
    path: '/services/rapid-payments-programme',
    linkText: 'About the Rapid Payments Programme',
  },
  {
    heading: 'Account Verification Services (AVS)',
    text: 'Confirm that an account is open and belongs to the ID or company number you hold before you pay.',
    path: '/services/account-verification-services',
    linkText: 'About account verification',
  },
  {
    heading: 'Authenticated Collections (DebiCheck)',
    text: 'Debit orders the debtor approves with their own bank, each collection checked against the mandate.',
    path: '/services/authenticated-collections',
    linkText: 'About DebiCheck',
  },
  {
    heading: 'Cash Management (ICMS)',
    text: 'One shared record of cash moving between tills, smart safes, vaults and bank branches.',
    path: '/services/cash-management',
    linkText: 'About cash management',
  },
  {
    heading: 'Transactions Cleared on an Immediate Basis (TCIB)',
    text: 'Low-value payments across SADC borders, cleared immediately between participants.',
    path: '/services/transactions-cleared-on-an-immediate-basis',
    linkText: 'About cross-border payments (TCIB)',
  },
  {
    heading: 'SWIFT Solutions',
    text: 'Connectivity to the SWIFT network through our service bureau, run and secured for you.',
    path: '/services/swift-solutions',
    linkText: 'About SWIFT Solutions',
  },
]

const featuredService: CardItem = {
  heading: 'Rapid Payments Programme (RPP) and PayShap',
  text: 'Instant payments to a ShapID such as a cellphone number, cleared between banks around the clock, every day of the year.',
  path: '/services/rapid-payments-programme',
  linkText: 'About the Rapid Payments Programme',
}

const newsItems: readonly CardItem[] = [
  {
    heading: 'Reading the economy from payments',
    text: 'The Economic Index follows the value and number of electronic payments cleared between banks, published before official GDP figures.',
    path: '/data-insights/indices/economic-index',
    linkText: 'See the Economic Index',
  },
  {
    heading: 'What take-home pay is doing',
    text: 'The Net Salary Index follows the salaries employers pay into employees’ accounts, in nominal terms and after inflation.',
    path: '/data-insights/indices/net-salary-index',
    linkText: 'See the Net Salary Index',
  },
  {
    heading: 'Where payments are heading',
    text: 'Instant payments, authenticated debit orders and cross-border schemes are changing how money moves in the region.',
    path: '/about-us/future-of-payments',
    linkText: 'Read about the future of payments',
  },
  {
    heading: 'From our Content Hub',
    text: 'Articles from our people on payment fraud, the rules that govern clearing, and what the data says.',
    path: '/blog',
    linkText: 'Browse the Content Hub',
  },
]

function Card({ item, headingLevel = 'h4' }: { item: CardItem; headingLevel?: 'h4' }) {
  const Heading = headingLevel
  const headingId = useId()
  return (
    <article
      aria-labelledby={headingId}
      className="border-border bg-surface flex h-full flex-col gap-2 rounded-lg border p-4"
    >
      <Heading id={headingId} className="text-fg text-base leading-snug font-semibold">
        {item.heading}
      </Heading>
      <p className="text-muted grow text-sm">{item.text}</p>
      <Anchor
        path={item.path}
        className="inline-flex min-h-6 items-center self-start text-sm font-semibold underline underline-offset-2"
      >
        <span>
          {item.linkText}
          <ArrowRightIcon aria-hidden="true" className="ml-1 inline size-4 align-[-0.2em]" />
        </span>
      </Anchor>
    </article>
  )
}

function CardCarousel({ label, items }: { label: string; items: readonly CardItem[] }) {
  return (
    <SwiperCarousel label={label}>
      {items.map((item) => (
        <SwiperCarouselSlide key={item.path} label={item.heading}>
          <Card item={item} />
        </SwiperCarouselSlide>
      ))}
    </SwiperCarousel>
  )
}

/** A footer of the page's own, reading the carousel's page and page count. */
function PageFooter() {
  const { page, pageCount } = useCarousel()
  return (
    <div className="border-border flex flex-wrap items-center justify-between gap-3 border-t pt-3 text-sm">
      <p className="text-muted m-0">
        Page {page + 1} of {pageCount}
      </p>
      <Anchor path="/services" className="font-semibold underline underline-offset-2">
        All our services
      </Anchor>
    </div>
  )
}

/** The services carousel composed from the parts: buttons either side of the status, a footer. */
function ComposedCarousel() {
  return (
    <Carousel label="Services, composed" slideCount={serviceCards.length}>
      <CarouselContent>
        {serviceCards.map((item) => (
          <CarouselItem key={item.path} label={item.heading}>
            <Card item={item} />
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="flex items-center justify-center gap-4">
        <CarouselPrevious />
        <CarouselStatus className="min-w-[16ch] text-center" />
        <CarouselNext />
      </div>
      <PageFooter />
    </Carousel>
  )
}

export default {
  widget: 'Swiper carousel',
  examples: [
    {
      name: 'Services',
      description:
        'Eight service cards: three a page from 750 px, one below, with 60 px of the next showing. Use the buttons, the arrow keys inside the carousel, or drag at least 60 px.',
      wide: true,
      render: () => <CardCarousel label="Our services" items={serviceCards} />,
    },
    {
      name: 'News row',
      description:
        'Four articles, so the second page from 750 px shows the last three: Next moves one slide on.',
      wide: true,
      render: () => <CardCarousel label="Insights and articles" items={newsItems} />,
    },
    {
      name: 'Slides without titles',
      description: 'Slides are then named by their position alone, "1 of 7" to "7 of 7".',
      wide: true,
      render: () => (
        <SwiperCarousel label="How a DebiCheck mandate works">
          {[
            'Agree the mandate terms with your customer.',
            'Send the mandate request through your bank.',
            'Your customer approves it in their banking app or at an ATM.',
            'The approved mandate is registered with the debtor’s bank.',
            'Submit collections that match the mandate.',
            'Collections that do not match are rejected.',
            'Amend or cancel mandates through your bank as terms change.',
          ].map((step, index) => (
            <SwiperCarouselSlide key={step}>
              <div className="border-border bg-surface flex h-full flex-col gap-2 rounded-lg border p-4">
                <p className="text-muted text-sm font-semibold">Step {index + 1}</p>
                <p className="text-fg">{step}</p>
              </div>
            </SwiperCarouselSlide>
          ))}
        </SwiperCarousel>
      ),
    },
    {
      name: 'Single slide',
      description: 'One slide fills the carousel and both buttons are disabled.',
      render: () => (
        <SwiperCarousel label="Featured service">
          <SwiperCarouselSlide label={featuredService.heading}>
            <Card item={featuredService} />
          </SwiperCarouselSlide>
        </SwiperCarousel>
      ),
    },
    {
      name: 'Built from the parts',
      description:
        'Carousel, CarouselContent, CarouselItem, CarouselPrevious, CarouselStatus and CarouselNext, with a footer of the page’s own that reads the page count through useCarousel().',
      wide: true,
      render: () => <ComposedCarousel />,
    },
    // Wide like the others: the carousel shows three slides a page from a 750 px window.
    {
      ...controlledExample<number>({
        widget: 'carousel',
        initial: 0,
        format: (page) => `page ${page + 1}`,
        render: (page, setPage) => (
          <SwiperCarousel label="Our services, controlled" page={page} onPageChange={setPage}>
            {serviceCards.map((item) => (
              <SwiperCarouselSlide key={item.path} label={item.heading}>
                <Card item={item} />
              </SwiperCarouselSlide>
            ))}
          </SwiperCarousel>
        ),
      }),
      description:
        'The page holds the page number and passes it in; the carousel reports each move and moves when the page passes it back. Clear sets it to null, and the carousel shows the first page.',
      wide: true,
    },
  ],
} satisfies WidgetExamples

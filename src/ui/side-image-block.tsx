import { cn } from '../lib/cn'
import { Anchor } from './anchor'
import { Button } from './button'
import { CardHeading, type CardAction, type CardHeadingLevel } from './card-parts'

export type SideImageBlockProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The image's address. */
  imageSrc: string
  /**
   * What the image shows, for people who cannot see it. Required: pass `""` on purpose when the
   * image only decorates and the text says everything.
   */
  imageAlt: string
  /** The image's intrinsic size, so the browser reserves its space before it loads. */
  imageWidth?: number
  /** The image's height in pixels (360 unless given), reserved before it loads. */
  imageHeight?: number
  /** Which side the image takes from the 767 px breakpoint up; below it the image comes first. */
  imageSide?: 'left' | 'right'
  /** The block's heading. */
  heading: React.ReactNode
  /** The heading level, to fit the page's outline. */
  headingLevel?: CardHeadingLevel
  /** A button-styled link below the text. */
  action?: CardAction
  /** The block's text. */
  children?: React.ReactNode
}

/**
 * An image on one side and a heading, text and an optional action on the other, from the 767 px
 * breakpoint up; stacked, image first, below it.
 */
export function SideImageBlock({
  imageSrc,
  imageAlt,
  imageWidth = 640,
  imageHeight = 360,
  imageSide = 'left',
  heading,
  headingLevel = 2,
  action,
  className,
  children,
  ...props
}: SideImageBlockProps) {
  return (
    <div
      data-slot="side-image-block"
      data-image-side={imageSide}
      className={cn('grid grid-cols-1 items-center gap-5 md:grid-cols-2 md:gap-10', className)}
      {...props}
    >
      <div
        data-slot="side-image-block-media"
        className={cn('min-w-0', imageSide === 'right' && 'md:order-last')}
      >
        <img
          data-slot="side-image-block-image"
          src={imageSrc}
          alt={imageAlt}
          width={imageWidth}
          height={imageHeight}
          loading="lazy"
          decoding="async"
          className="bg-surface h-auto w-full rounded-lg object-cover"
        />
      </div>
      <div data-slot="side-image-block-content" className="flex min-w-0 flex-col gap-3">
        <CardHeading
          level={headingLevel}
          data-slot="side-image-block-heading"
          className="text-xl md:text-2xl"
        >
          {heading}
        </CardHeading>
        {children && (
          <div data-slot="side-image-block-body" className="text-muted leading-relaxed">
            {children}
          </div>
        )}
        {action && (
          <Button asChild variant="primary" className="mt-2 self-start">
            <Anchor
              data-slot="side-image-block-action"
              path={action.path}
              strategy={action.strategy}
              target={action.target}
            >
              {action.label}
            </Anchor>
          </Button>
        )}
      </div>
    </div>
  )
}

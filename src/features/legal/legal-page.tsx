import type {
  LegalBlock,
  LegalPageContent,
  LegalSection,
  LegalSubsection,
  LegalText,
} from '../../content/legal'
import { formatDate } from '../../lib/formats'
import { PageIntro } from '../../templates/page-intro'
import { Anchor } from '../../ui/anchor'
import { CallToAction, PageSection, Prose } from '../../templates/page-parts'
import { PublishedDocuments } from '../documents/published-documents'

/** Running text: words, and links that follow the router (app paths) or load (`mailto:`, https). */
function Text({ text }: { text: LegalText }) {
  if (typeof text === 'string') return text
  return text.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <Anchor
        key={index}
        path={part.path}
        strategy={part.path.startsWith('/') ? 'internal' : 'href'}
      >
        {part.label}
      </Anchor>
    ),
  )
}

function isText(block: LegalBlock): block is LegalText {
  return typeof block === 'string' || Array.isArray(block)
}

/** One block of a section: a paragraph, a list, labelled details or a notice. */
function Block({ block }: { block: LegalBlock }) {
  if (isText(block)) {
    return (
      <p>
        <Text text={block} />
      </p>
    )
  }
  if ('list' in block) {
    const List = block.ordered ? 'ol' : 'ul'
    return (
      <List>
        {block.list.map((item, index) => (
          <li key={index}>
            <Text text={item} />
          </li>
        ))}
      </List>
    )
  }
  if ('details' in block) {
    return (
      <dl data-slot="legal-details" className="border-border space-y-3 border-l-4 pl-4">
        {block.details.map((detail) => (
          <div key={detail.term} className="sm:flex sm:gap-4">
            <dt className="font-semibold sm:w-48 sm:shrink-0">{detail.term}</dt>
            <dd className="min-w-0">
              <Text text={detail.text} />
            </dd>
          </div>
        ))}
      </dl>
    )
  }
  return (
    <p
      data-slot="legal-notice"
      className="border-accent bg-surface rounded-md border-l-4 p-4 font-semibold"
    >
      <Text text={block.notice} />
    </p>
  )
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) => <Block key={index} block={block} />)
}

function Subsection({ subsection }: { subsection: LegalSubsection }) {
  return (
    <>
      <h3 id={subsection.id} className={subsection.id ? 'scroll-mt-24' : undefined}>
        {subsection.heading}
      </h3>
      <Blocks blocks={subsection.blocks} />
    </>
  )
}

function LegalSectionView({ section, first }: { section: LegalSection; first: boolean }) {
  return (
    <PageSection
      id={section.id}
      heading={section.heading}
      lead={section.lead}
      className={first ? undefined : 'border-border border-t'}
    >
      <Prose>
        {section.blocks && <Blocks blocks={section.blocks} />}
        {section.subsections?.map((subsection) => (
          <Subsection key={subsection.heading} subsection={subsection} />
        ))}
        {section.closing && <Blocks blocks={section.closing} />}
      </Prose>
    </PageSection>
  )
}

/** The page's table of contents: a numbered list of links to its sections. */
function Contents({ entries }: { entries: readonly { id: string; heading: string }[] }) {
  return (
    <div className="max-w-page mx-auto px-4">
      <nav
        aria-label="Contents"
        data-slot="legal-contents"
        className="border-border bg-surface rounded-lg border p-5"
      >
        <h2 className="text-primary dark:text-fg text-xl font-bold">Contents</h2>
        <ol className="mt-3 list-decimal pl-6 md:columns-2 md:gap-10">
          {entries.map((entry) => (
            <li key={entry.id} className="break-inside-avoid py-0.5">
              <a
                href={`#${entry.id}`}
                className="text-link inline-flex min-h-6 items-center underline decoration-1 underline-offset-4 hover:decoration-2"
              >
                {entry.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </div>
  )
}

/**
 * A legal page (PAIA manual, privacy statement, terms of use, accessibility statement): its h1 and introduction with the
 * date it last changed, a table of contents, its sections, the published documents and the
 * closing call to action.
 */
export function LegalPage({ content }: { content: LegalPageContent }) {
  const { intro, updated, sections, documents, callToAction } = content
  const entries = [
    ...sections.map(({ id, heading }) => ({ id, heading })),
    ...(documents ? [{ id: documents.id, heading: documents.heading }] : []),
  ]
  return (
    <>
      <PageIntro {...intro}>
        <p data-slot="legal-updated" className="text-muted mt-4">
          Last updated: <time dateTime={updated}>{formatDate(updated)}</time>
        </p>
      </PageIntro>
      <Contents entries={entries} />
      {sections.map((section, index) => (
        <LegalSectionView key={section.id} section={section} first={index === 0} />
      ))}
      {documents && (
        <PageSection
          id={documents.id}
          heading={documents.heading}
          lead={documents.lead}
          className="border-border border-t"
        >
          <PublishedDocuments />
        </PageSection>
      )}
      <CallToAction
        heading={callToAction.heading}
        text={callToAction.text}
        links={callToAction.links}
      />
    </>
  )
}

import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import exampleCode from 'virtual:example-code'
import shots from 'virtual:gallery-shots'
import type { WidgetComponent } from 'virtual:widget-props'
import {
  CHECKED_FOR_EVERY_WIDGET,
  widgetAccessibility,
  type ForcedColoursView,
  type WidgetAccessibilityNotes,
} from '../../content/widget-accessibility'
import { widgetGuidance, type WidgetGuidance } from '../../content/widget-guidance'
import { setMeta } from '../../lib/document-meta'
import { siteOrigin } from '../../lib/site-origin'
import { version as libraryVersion } from '../../ui/library-version.json'
import { useHydrated } from '../../lib/use-hydrated'
import { exampleId, type WidgetExamples } from '../../ui/examples'
import type { WidgetTranscript } from '../../ui/transcripts/transcript'
import { ExampleCode } from './example-code'
import { WidgetPropsTables } from './widget-props-tables'

/** Every `src/ui/*.examples.tsx`, each loaded as its own chunk. */
const exampleModules = import.meta.glob<{ default: WidgetExamples }>('../../ui/*.examples.tsx')

/**
 * What a screen reader says while each widget is used, by widget: the transcripts its unit test
 * checks (`src/ui/transcripts/`), each loaded with the widget's own section.
 */
const transcriptModules = import.meta.glob<WidgetTranscript>(
  '../../ui/transcripts/*.transcript.json',
  { import: 'default' },
)

/** The widget's file name without extension, e.g. `dropdown-select`: the section's id. */
function fileBase(path: string): string {
  return path.split('/').at(-1)?.replace('.examples.tsx', '') ?? path
}

/** A widget's name from its file name, shown while its examples load. */
function fileWidgetName(base: string): string {
  return base.replace(/-/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase())
}

const sections = Object.entries(exampleModules)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, load]) => {
    const id = fileBase(path)
    return {
      id,
      name: fileWidgetName(id),
      Section: lazy(async () => {
        // The props tables' data is a chunk of its own, left out of the service worker's cache.
        // Each widget's examples' code is a chunk of its own too, loaded with its section.
        const [{ default: widget }, { default: props }, transcript, code] = await Promise.all([
          load(),
          import('virtual:widget-props'),
          transcriptModules[`../../ui/transcripts/${id}.transcript.json`]?.(),
          exampleCode[id]?.(),
        ])
        return {
          default: ({ alone }: { alone: boolean }) => (
            <WidgetSection
              id={id}
              widget={widget}
              alone={alone}
              props={props[id] ?? []}
              transcript={transcript}
              code={code?.default ?? {}}
            />
          ),
        }
      }),
    }
  })

/** A picture of the gallery, sized so that nothing moves when it arrives. */
function Shot({ name, alt }: { name: string; alt: string }) {
  const shot = shots[name]
  if (!shot) return <p className="text-sm">{`The picture ${name}.png is missing.`}</p>
  return (
    <img
      src={shot.src}
      width={shot.width}
      height={shot.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className="border-border h-auto max-w-full rounded-sm border"
    />
  )
}

/**
 * Each stateful widget's states as drawn and in forced colours (a Windows contrast theme), from
 * the pictures the forced-colours e2e test takes and compares: a developer or auditor without
 * Windows sees what a visitor with a contrast theme sees.
 */
function ForcedColours({
  id,
  widget,
  views,
}: {
  id: string
  widget: WidgetExamples
  views: readonly ForcedColoursView[]
}) {
  return (
    <div data-slot="widget-forced-colours" className="mt-4">
      <h4 className="font-semibold">In forced colours</h4>
      <p className="mt-1 max-w-[70ch] text-sm">
        Windows contrast themes replace the site’s colours with the visitor’s own and drop
        backgrounds, so every selected, current or pressed state is drawn with the system’s
        highlight colour, a border or a ring. Each pair shows an example as drawn and in forced
        colours (emulated in Chromium, light system colours); the end-to-end tests take these
        pictures and fail when the widget no longer looks like them.
      </p>
      {views.map((view) => {
        const example =
          widget.examples.find((candidate) => exampleId(candidate.name) === view.example)?.name ??
          view.example
        const name = `${id}--${view.state}`
        return (
          <figure key={view.state} className="mt-3">
            <figcaption className="text-sm font-semibold">{example}</figcaption>
            <div className="mt-2 grid items-start gap-4 md:grid-cols-2">
              <div>
                <p className="text-muted mb-1 text-sm">As drawn</p>
                <Shot name={`${name}--as-drawn`} alt={`${widget.widget}, ${example}, as drawn.`} />
              </div>
              <div>
                <p className="text-muted mb-1 text-sm">In forced colours</p>
                <Shot name={`${name}--forced-colours`} alt={`In forced colours: ${view.shows}`} />
              </div>
            </div>
          </figure>
        )
      })}
    </div>
  )
}

/**
 * What Guidepup's virtual screen reader says, phrase by phrase, while each scenario is played on
 * the widget's examples: the transcripts its unit test checks, so an auditor reads them without
 * running anything.
 */
function ScreenReaderTranscript({ id, transcript }: { id: string; transcript: WidgetTranscript }) {
  return (
    // Long paths and phrases break anywhere rather than widen the page at 320 px.
    <div data-slot="widget-transcript" className="mt-4 min-w-0 [overflow-wrap:anywhere]">
      <h4 className="font-semibold">What a screen reader says</h4>
      <p className="mt-1 max-w-[70ch] text-sm">
        Each scenario below was played on this widget’s examples by Guidepup’s virtual screen reader
        in a unit test (jsdom, {`src/ui/transcripts/${id}.transcript.test.tsx`}), which fails when
        what is said changes. It approximates NVDA, JAWS, VoiceOver and TalkBack and does not
        replace them: they word things their own way, and they do not read a checkbox’s or switch’s
        form value (such as “on”), which it does. “polite:” marks what a live region announces.
      </p>
      <ol className="mt-2 space-y-4">
        {transcript.scenarios.map((scenario) => (
          <li key={scenario.title}>
            <p className="text-sm font-semibold">{scenario.title}</p>
            <p className="text-muted mt-1 text-sm">
              {`On the example “${scenario.example}”: ${scenario.steps.join(', then ')}.`}
            </p>
            <ol className="border-border bg-bg mt-2 list-decimal space-y-1 rounded-sm border py-2 pr-3 pl-9 font-mono text-sm break-words whitespace-pre-line">
              {scenario.phrases.map((phrase, at) => (
                <li key={at}>{phrase}</li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </div>
  )
}

/** When to choose the widget and when to choose something else, as GOV.UK's guidance reads. */
function Guidance({ guidance }: { guidance: WidgetGuidance }) {
  return (
    <div data-slot="widget-guidance" className="mt-4 grid max-w-[100ch] gap-4 md:grid-cols-2">
      <div>
        <h3 className="text-lg font-semibold">When to use it</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {guidance.use.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-lg font-semibold">When not to use it</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {guidance.avoid.map(({ when, instead }) => (
            <li key={when}>
              {when} <span className="text-muted">{instead}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/** The widget's keys, roles and states, and what has been checked: one place for an auditor. */
function AccessibilityNotes({
  id,
  widget,
  notes,
  transcript,
}: {
  id: string
  widget: WidgetExamples
  notes: WidgetAccessibilityNotes
  transcript: WidgetTranscript | undefined
}) {
  const headingId = `${id}--accessibility`
  return (
    // Not a section: 33 landmarks all named "Accessibility" could not be told apart.
    <div
      data-slot="widget-accessibility"
      className="border-border bg-surface mt-4 rounded-md border p-4"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        Accessibility
      </h3>
      <div className="mt-2 grid gap-4 md:grid-cols-3">
        <div>
          <h4 className="font-semibold">Keyboard</h4>
          {notes.keyboard.length > 0 ? (
            <dl className="mt-1 space-y-1 text-sm">
              {notes.keyboard.map(({ keys, action }) => (
                <div key={keys}>
                  <dt className="inline font-mono font-semibold">{keys}</dt>
                  <dd className="inline">: {action}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-1 text-sm">Nothing to operate: it takes no keyboard focus.</p>
          )}
        </div>
        <div>
          <h4 className="font-semibold">Roles and states</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {notes.semantics.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="font-semibold">Checked</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {[...notes.checked, ...CHECKED_FOR_EVERY_WIDGET].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
      {notes.forcedColours && <ForcedColours id={id} widget={widget} views={notes.forcedColours} />}
      {transcript && <ScreenReaderTranscript id={id} transcript={transcript} />}
    </div>
  )
}

/** An example's heading and body; a section named by that heading when the example asks. */
function ExampleBody({
  headingId,
  name,
  section,
  children,
}: {
  headingId: string
  name: string
  section: boolean
  children: React.ReactNode
}) {
  const heading = (
    <h3 id={headingId} className="text-lg font-semibold">
      {name}
    </h3>
  )
  if (!section) {
    return (
      <>
        {heading}
        {children}
      </>
    )
  }
  return (
    <section aria-labelledby={headingId}>
      {heading}
      {children}
    </section>
  )
}

function WidgetSection({
  id,
  widget,
  alone,
  props,
  transcript,
  code,
}: {
  id: string
  widget: WidgetExamples
  alone: boolean
  props: readonly WidgetComponent[]
  transcript: WidgetTranscript | undefined
  /** Each example's code as coloured HTML, by example name. */
  code: Readonly<Record<string, string>>
}) {
  const notes = widgetAccessibility[id]
  const guidance = widgetGuidance[id]
  // Marks the section once its examples work: served as HTML, they hydrate a while after the page.
  const hydrated = useHydrated()
  return (
    <section
      aria-labelledby={id}
      data-widget={id}
      data-hydrated={hydrated ? '' : undefined}
      className="border-border border-t py-8"
    >
      <h2 id={id} className="text-2xl font-semibold">
        {widget.widget}
      </h2>
      {!alone && (
        <p className="mt-1 text-sm">
          <Link
            to="/test-button"
            search={{ widget: id }}
            className="inline-flex min-h-6 items-center underline"
          >
            {`Only the ${widget.widget} examples`}
          </Link>
        </p>
      )}
      <p className="mt-3 text-sm">
        Install it into a React and Tailwind app with the{' '}
        <a href="#registry" className="inline-flex min-h-6 items-center underline">
          shadcn CLI
        </a>
        : {/* The served page names SITE_URL where the render named the placeholder origin. */}
        <code
          suppressHydrationWarning
          className="bg-surface rounded px-1 py-0.5 break-all"
        >{`npx shadcn@latest add ${siteOrigin()}/r/${id}.json`}</code>
      </p>
      {guidance && <Guidance guidance={guidance} />}
      {notes && (
        <AccessibilityNotes id={id} widget={widget} notes={notes} transcript={transcript} />
      )}
      <ul className="mt-4 grid gap-6 md:grid-cols-2">
        {widget.examples.map((example) => {
          const exampleKey = `${id}--${exampleId(example.name)}`
          return (
            <li
              key={example.name}
              id={exampleKey}
              className={example.wide ? 'min-w-0 md:col-span-2' : 'min-w-0'}
            >
              {/* The example itself; its code after it, outside, so that a check of the
                  example (its text, its roles) never finds the same words in the code. */}
              <div data-example={exampleKey}>
                <ExampleBody
                  headingId={`${exampleKey}--heading`}
                  name={example.name}
                  section={example.section ?? false}
                >
                  {example.description && (
                    <p className="text-muted mt-1 text-sm">{example.description}</p>
                  )}
                  <div className="border-border bg-surface-raised mt-3 rounded-md border p-4">
                    {example.render()}
                  </div>
                </ExampleBody>
              </div>
              <ExampleCode
                id={`${exampleKey}--code`}
                exampleName={`${widget.widget}, ${example.name}`}
                html={code[example.name]}
                canCopy={hydrated}
              />
            </li>
          )
        })}
      </ul>
      <WidgetPropsTables components={props} widgetName={widget.widget} />
    </section>
  )
}

/**
 * The widget gallery: every example of every widget, for developers and auditors; with `only`
 * (a widget's file name, such as `dropdown-select`), that widget's examples alone.
 */
export function WidgetGallery({ only }: { only?: string }) {
  const alone = sections.find((section) => section.id === only)
  const shown = alone ? [alone] : sections
  // A developer page: search engines should not list it.
  useEffect(() => {
    setMeta('name', 'robots', 'noindex')
    return () => setMeta('name', 'robots', 'index, follow')
  }, [])

  return (
    <div className="max-w-page mx-auto px-4 pb-12">
      <nav aria-label="Widgets" className="mb-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {sections.map(({ id, name }) => (
            <li key={id}>
              {alone ? (
                <Link
                  to="/test-button"
                  search={{ widget: id }}
                  aria-current={id === alone.id ? 'page' : undefined}
                  className="inline-flex min-h-6 items-center underline aria-[current=page]:font-semibold"
                >
                  {name}
                </Link>
              ) : (
                <a href={`#${id}`} className="inline-flex min-h-6 items-center underline">
                  {name}
                </a>
              )}
            </li>
          ))}
        </ul>
        {alone && (
          <p className="mt-2">
            <Link
              to="/test-button"
              search={{}}
              className="inline-flex min-h-6 items-center font-semibold underline"
            >
              Show every widget
            </Link>
          </p>
        )}
      </nav>
      <section aria-labelledby="registry" className="border-border border-t py-6">
        <h2 id="registry" className="text-2xl font-semibold">
          Use the widgets in another app
        </h2>
        <p className="mt-2 max-w-[70ch]">
          The library is a shadcn registry served by this site, built from the same files as these
          pages. Each widget is an item that brings its files, its npm packages and the items it
          needs (the theme’s colours as CSS variables, the <code>cn</code> helper, hooks), all from
          this site. In an app with React, Tailwind CSS 4 and a <code>components.json</code>, run
          the command under a widget’s name; the files keep their place (<code>src/ui/</code>,{' '}
          <code>src/lib/</code>), so their imports work as written.
        </p>
        <p className="mt-2 text-sm">
          Every item:{' '}
          <a
            href="/r/registry.json"
            className="inline-flex min-h-6 items-center break-all underline"
          >
            <code suppressHydrationWarning>{`${siteOrigin()}/r/registry.json`}</code>
          </a>
        </p>
        <p className="mt-1 text-sm">
          {`Version ${libraryVersion}: `}
          <a href="/r/CHANGELOG.md" className="inline-flex min-h-6 items-center underline">
            what changed in each version
          </a>
          .
        </p>
      </section>
      {shown.map(({ id, name, Section }) => (
        <Suspense
          key={id}
          fallback={
            <p role="status" className="text-muted py-8">
              Loading the {name} examples…
            </p>
          }
        >
          <Section alone={Boolean(alone)} />
        </Suspense>
      ))}
    </div>
  )
}

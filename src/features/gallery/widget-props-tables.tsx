import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { InheritedProps, WidgetComponent } from 'virtual:widget-props'

/** `CheckboxGroup` → `Checkbox group`. */
function inWords(displayName: string): string {
  const words = displayName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A TSDoc comment as text, with its `code` spans and `{@link Name}`s set as code. */
function Prose({ text }: { text: string }) {
  const parts = text.replace(/\{@link\s+([^\s|}]+)[^}]*\}/g, '`$1`').split('`')
  return parts.map((part, index) =>
    index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>,
  )
}

/**
 * A box that scrolls its table sideways when the window is too narrow for it. Only then is it a
 * named region in the Tab order, so a keyboard can scroll it; at full width it is a plain box.
 */
function SideScroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLElement>(null)
  const hintId = useId()
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const element = box.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    return () => observer.disconnect()
  }, [])
  return (
    <>
      {overflows && (
        <p id={hintId} className="text-muted mt-3 text-xs">
          The table scrolls sideways.
        </p>
      )}
      <section
        ref={box}
        aria-label={overflows ? label : undefined}
        aria-describedby={overflows ? hintId : undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must be reachable by keyboard to scroll it (axe: scrollable-region-focusable)
        tabIndex={overflows ? 0 : undefined}
        className="focus-visible:outline-focus mt-3 overflow-x-auto focus-visible:outline-3 focus-visible:outline-offset-2"
      >
        {children}
      </section>
    </>
  )
}

function Inherited({ inherits }: { inherits: InheritedProps }) {
  if (inherits.kind === 'element') {
    return (
      <p className="mt-2 text-sm">
        Also takes the other props of{' '}
        {inherits.element ? <code>{`<${inherits.element}>`}</code> : 'the HTML element it renders'}:
        its attributes, ARIA attributes and event handlers.
      </p>
    )
  }
  return (
    <p className="mt-2 text-sm">
      Also takes {inherits.props.length === 1 ? 'this prop' : 'these props'} of{' '}
      <code>{inherits.package}</code>:{' '}
      {inherits.props.map((name, index) => (
        <Fragment key={name}>
          {index > 0 && ', '}
          <code>{name}</code>
        </Fragment>
      ))}
      .
    </p>
  )
}

function ComponentProps({ component, caption }: { component: WidgetComponent; caption: string }) {
  const { displayName, description, props, inherits } = component
  return (
    <div data-slot="widget-component-props" className="mt-6 not-first-of-type:mt-10">
      <p className="max-w-[70ch] text-sm">
        <code className="font-semibold">{`<${displayName}>`}</code>
        {description && (
          <>
            {': '}
            <Prose text={description} />
          </>
        )}
      </p>
      {props.length > 0 ? (
        <SideScroll label={caption}>
          <table className="w-full min-w-[44rem] table-fixed border-collapse text-left text-sm">
            <caption className="mb-2 text-left font-semibold">
              {/* Stays in view while the table scrolls sideways. */}
              <span className="sticky left-0">{caption}</span>
            </caption>
            <colgroup>
              <col className="w-40" />
              <col className="w-[28%]" />
              <col className="w-[18%]" />
              <col />
            </colgroup>
            <thead>
              <tr className="border-border border-b-2">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Type
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Default
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Description
                </th>
              </tr>
            </thead>
            <tbody>
              {props.map((prop) => (
                <tr key={prop.name} className="border-border border-b align-top">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    <code className="font-semibold break-words">{prop.name}</code>
                    {prop.required && (
                      <>
                        {' '}
                        <span className="block text-xs">Required</span>
                      </>
                    )}
                  </th>
                  <td className="py-2 pr-4">
                    <code className="break-words">{prop.type}</code>
                  </td>
                  <td className="py-2 pr-4">
                    {prop.defaultValue === null ? (
                      <span className="text-muted">None</span>
                    ) : (
                      <code className="break-words">{prop.defaultValue}</code>
                    )}
                  </td>
                  <td className="py-2">
                    {prop.description ? (
                      <Prose text={prop.description} />
                    ) : (
                      <span className="text-muted">Not described yet.</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </SideScroll>
      ) : (
        <p className="mt-2 text-sm">
          <span className="font-semibold">{caption}</span>: none of its own.
        </p>
      )}
      {inherits.map((inherited) => (
        <Inherited
          key={inherited.kind === 'element' ? 'element' : inherited.package}
          inherits={inherited}
        />
      ))}
    </div>
  )
}

/**
 * The props of a widget's components, one table each, read from their TypeScript types and TSDoc
 * comments at build time (scripts/widget-props-plugin.ts). The widget's own component comes first,
 * captioned with the widget's name; the other parts its file exports follow.
 */
export function WidgetPropsTables({
  components,
  widgetName,
}: {
  components: readonly WidgetComponent[]
  widgetName: string
}) {
  if (components.length === 0) return null
  return (
    <div data-slot="widget-props" className="mt-8">
      <h3 className="text-lg font-semibold">Props</h3>
      <p className="text-muted mt-1 max-w-[70ch] text-sm">
        Read from the components’ TypeScript types and TSDoc comments when the site is built. The
        props a component passes on to the element or library it wraps are named under its table.
      </p>
      {components.map((component) => (
        <ComponentProps
          key={component.displayName}
          component={component}
          caption={`${component.main ? widgetName : inWords(component.displayName)} props`}
        />
      ))}
    </div>
  )
}

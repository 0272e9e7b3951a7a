/**
 * What a widget's `<widget>.examples.tsx` default-exports: the widget's name and one example per
 * state. The gallery (`/test-button`) renders every example of every file it finds, and the axe
 * sweep checks each one.
 */
export interface WidgetExample {
  /** The state shown, e.g. "Default", "Disabled", "Invalid with its message". */
  name: string
  /** One sentence on what to notice or try (keyboard, pointer). */
  description?: string
  render: () => React.ReactNode
  /** Spans the gallery's full width: for page-wide widgets whose layout follows the viewport. */
  wide?: boolean
  /** A section of its own, named by its heading (the gallery's "Controlled <widget>" examples). */
  section?: boolean
}

export interface WidgetExamples {
  /** The widget's name as people say it, e.g. "Dropdown select". */
  widget: string
  examples: readonly WidgetExample[]
}

/** Lower-case hyphenated id for anchors and test selectors. */
export function exampleId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

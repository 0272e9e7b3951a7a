/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
  readonly VITE_BSA_TOKEN?: string
  readonly VITE_BSA_APP_NAME?: string
  readonly VITE_BEARER_TOKEN?: string
  readonly VITE_HOME_LINK_PATH?: string
  readonly VITE_LINK_BLOG?: string
  readonly VITE_LINK_CAREERS?: string
  readonly VITE_LINK_LOGIN?: string
  readonly VITE_LINK_REGISTER?: string
  readonly VITE_LINK_FORGOT_PASSWORD?: string
  readonly VITE_LINK_BUSINESS_REPORTS?: string
  readonly VITE_LINK_PRIVACY_STATEMENT?: string
  readonly VITE_LINK_DISCLOSURE_FRAMEWORK?: string
  readonly VITE_CONTACT_EMAIL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** The widget gallery's pictures (scripts/gallery-shots-plugin.ts), by file name without `.png`. */
declare module 'virtual:gallery-shots' {
  const shots: Readonly<Record<string, { src: string; width: number; height: number }>>
  export default shots
}

/**
 * Each widget's components and the props they declare, read from their TypeScript types and TSDoc
 * comments at build time (scripts/widget-props-plugin.ts), by file name (`dropdown-select`).
 */
declare module 'virtual:widget-props' {
  export interface WidgetProp {
    name: string
    type: string
    required: boolean
    defaultValue: string | null
    description: string
  }
  /** Props taken without being declared: a DOM element's (`element`) or a library's. */
  export type InheritedProps =
    | { kind: 'element'; element: string | null }
    | { kind: 'package'; package: string; props: string[] }
  export interface WidgetComponent {
    displayName: string
    description: string
    /** The component named after its file: the widget itself. */
    main: boolean
    props: WidgetProp[]
    inherits: InheritedProps[]
  }
  const widgetProps: Readonly<Record<string, readonly WidgetComponent[]>>
  export default widgetProps
}

/**
 * Each gallery example's code (scripts/example-code-plugin.ts), read from the widget's
 * `*.examples.tsx` and coloured at build time: by widget file name, a loader of that widget's
 * code, which is the HTML of each example's code by example name.
 */
declare module 'virtual:example-code' {
  const exampleCode: Readonly<
    Record<string, () => Promise<{ default: Readonly<Record<string, string>> }>>
  >
  export default exampleCode
}

/**
 * The legal documents in `content/legal/*.md` (scripts/legal-documents-plugin.ts), by file name
 * without `.md` (`privacy-statement`), with `{placeholders}` still in them.
 */
declare module 'virtual:legal-documents' {
  const documents: Readonly<Record<string, import('./content/legal-document').LegalDocument>>
  export default documents
}

/**
 * Every route's search keywords, by route id, read from the route files' `staticData` at build
 * time (scripts/route-facts-plugin.ts), so that they load with the search, not with every page.
 */
declare module 'virtual:page-keywords' {
  export const pageKeywords: Readonly<Record<string, readonly string[]>>
}

/**
 * Accessibility and conformance engines besides axe: html-validate (WHATWG conformance and its
 * accessibility rules) on the HTML as served or rendered, and IBM's Equal Access engine (the
 * accessibility-checker-engine, with its WCAG 2.2 policy) injected into the rendered page. Both
 * work offline. What they report that is not a defect is listed in a11y-false-positives.ts.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import { knownFalsePositive, type KnownFalsePositive } from './a11y-false-positives.ts'

export type Finding = {
  engine: KnownFalsePositive['engine']
  rule: string
  message: string
  /** The element's opening tag as reported (Equal Access) or as found in the source (html-validate). */
  markup: string
  /** Where: a line and column in the source, or the element's XPath. */
  location: string
}

const htmlValidate = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
})

/** The opening tag that starts at a 1-based line and column of `html`. */
function tagAt(html: string, line: number, column: number): string {
  const text = html.split('\n')[line - 1] ?? ''
  const start = Math.max(0, column - 1)
  const end = text.indexOf('>', start)
  // The whole tag: a widget's classes (forced colours, states) run past 600 characters, and a
  // reasoned false positive may hang on an attribute after them (the id a label points at).
  return text.slice(start, end < 0 ? start + 300 : Math.min(end + 1, start + 4000))
}

/** Everything html-validate finds in `html` (named `source` in the report). */
export async function validateHtml(html: string, source: string): Promise<Finding[]> {
  const report = await htmlValidate.validateString(html, source)
  return report.results.flatMap((result) =>
    result.messages.map((message) => ({
      engine: 'html-validate' as const,
      rule: message.ruleId,
      message: message.message,
      markup: tagAt(html, message.line, message.column),
      location: `${source}:${message.line}:${message.column} ${message.selector ?? ''}`.trim(),
    })),
  )
}

const ACE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'),
  'utf8',
)

type AceResult = {
  ruleId: string
  reasonId: string
  value: [string, string]
  message: string
  snippet: string
  path: { dom: string }
}

/** The Equal Access engine's violations (WCAG 2.2 policy) on the page as it stands. */
export async function runEqualAccess(page: Page): Promise<Finding[]> {
  // Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') allows.
  await page.evaluate(ACE_SOURCE)
  const results = await page.evaluate(async () => {
    const { ace } = window as unknown as {
      ace: { Checker: new () => { check(d: Document, p: string[]): Promise<unknown> } }
    }
    const report = (await new ace.Checker().check(document, ['WCAG_2_2'])) as {
      results: AceResult[]
    }
    return report.results
      .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
      .map(({ ruleId, reasonId, value, message, snippet, path }) => ({
        ruleId,
        reasonId,
        value,
        message,
        snippet,
        path,
      }))
  })
  return results.map((result) => ({
    engine: 'equal-access' as const,
    rule: result.ruleId,
    message: result.message,
    markup: result.snippet,
    location: result.path.dom,
  }))
}

/** The findings on the page at `path` that are not known false positives. */
export const defects = (findings: readonly Finding[], path: string) =>
  findings.filter(
    (finding) => !knownFalsePositive(finding.engine, finding.rule, finding.markup, path),
  )

export function formatFindings(where: string, findings: readonly Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${where}: ${finding.engine} ${finding.rule}: ${finding.message}\n    at ${finding.location}\n    ${finding.markup.slice(0, 240)}`,
    )
    .join('\n')
}

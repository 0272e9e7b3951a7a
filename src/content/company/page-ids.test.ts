// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { careers } from './careers'
import { csr } from './csr'
import { futureOfPayments } from './future-of-payments'
import { heritage } from './heritage'
import { keyRules } from './key-rules'
import { leadership } from './leadership'
import { pricingPhilosophy } from './pricing'
import type { CompanyPageContent } from './types'
import { whatWeDo } from './what-we-do'

const pages: Record<string, CompanyPageContent> = {
  careers,
  csr,
  futureOfPayments,
  heritage,
  keyRules,
  leadership,
  pricingPhilosophy,
  whatWeDo,
}

/** The ids the company page template gives a page: each section, each body and its name. */
function pageIds(content: CompanyPageContent): string[] {
  return content.sections.flatMap((section) => [
    section.id,
    ...(section.bodies ?? []).flatMap((body) => [body.id, `${body.id}-name`]),
  ])
}

describe.each(Object.entries(pages))('the %s page', (_name, content) => {
  it('gives every section and governing body an id of its own', () => {
    const ids = pageIds(content)
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index)
    expect(repeated).toEqual([])
  })
})

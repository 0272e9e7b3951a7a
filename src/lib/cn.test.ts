import { afterEach, describe, expect, it, vi } from 'vitest'

const twMergeCalls = vi.hoisted(() => ({ count: 0 }))
vi.mock('tailwind-merge', async (importOriginal) => {
  const actual = await importOriginal<typeof import('tailwind-merge')>()
  return {
    ...actual,
    twMerge: (...args: Parameters<typeof actual.twMerge>) => {
      twMergeCalls.count += 1
      return actual.twMerge(...args)
    },
  }
})

const {
  adoptClassMerges,
  adoptEmbeddedClassMerges,
  CLASS_MERGES_ID,
  cn,
  embeddableMerges,
  forgetClassMerges,
  recordClassMergesInto,
} = await import('./cn')

/** Records what `cn` merges into a recorder of its own until the returned function is called. */
function recordClassMerges() {
  const recorder = new Map<string, string>()
  let recording = true
  recordClassMergesInto(() => (recording ? recorder : undefined))
  return () => {
    recording = false
    return embeddableMerges(recorder)
  }
}

afterEach(() => {
  forgetClassMerges()
  document.body.replaceChildren()
})

/** A document whose HTML embeds `text` as its class merges, as a rendered page does. */
function pageEmbedding(text: string): Document {
  const doc = document.implementation.createHTMLDocument('page')
  const block = doc.createElement('script')
  block.type = 'application/json'
  block.id = CLASS_MERGES_ID
  block.textContent = text
  doc.body.append(block)
  return doc
}

describe('cn', () => {
  it('joins class names, and the last of two conflicting classes wins', () => {
    expect(cn('px-2 py-1', false, undefined, ['text-sm'], { 'font-bold': true })).toBe(
      'px-2 py-1 text-sm font-bold',
    )
    expect(cn('rounded-md px-4', 'px-2')).toBe('rounded-md px-2')
  })

  it('records the merges into the recorder of the render it is called in, unchanged lists as 0', () => {
    const stop = recordClassMerges()
    cn('flex gap-2')
    cn('rounded-md px-4', 'px-2')
    const merges = stop()
    cn('grid')
    expect(merges).toEqual({ 'flex gap-2': 0, 'rounded-md px-4 px-2': 'rounded-md px-2' })
  })

  it('answers an adopted list from what the page embedded, without tailwind-merge', () => {
    const stop = recordClassMerges()
    const rendered = [cn('flex gap-2', 'gap-4'), cn('text-fg inline-flex', undefined)]
    const embedded = JSON.stringify(stop())

    forgetClassMerges()
    adoptEmbeddedClassMerges(pageEmbedding(embedded))
    const before = twMergeCalls.count
    const hydrated = [cn('flex gap-2', 'gap-4'), cn('text-fg inline-flex', undefined)]
    expect(hydrated).toEqual(rendered)
    expect(hydrated).toEqual(['flex gap-4', 'text-fg inline-flex'])
    expect(twMergeCalls.count).toBe(before)

    // A list the page did not render is merged as before.
    expect(cn('p-1', 'p-3')).toBe('p-3')
    expect(twMergeCalls.count).toBe(before + 1)
  })

  it('ignores an embedded block that is not JSON, or values that are not merges', () => {
    adoptEmbeddedClassMerges(pageEmbedding('{not json'))
    adoptEmbeddedClassMerges(pageEmbedding('["p-1 p-3"]'))
    adoptClassMerges({ 'm-1 m-2': 42, 'm-3 m-4': null })
    expect(cn('p-1 p-3')).toBe('p-3')
    expect(cn('m-1 m-2')).toBe('m-2')
    expect(cn('m-3 m-4')).toBe('m-4')
    // No block at all: nothing adopted, nothing thrown.
    expect(() => adoptEmbeddedClassMerges(document)).not.toThrow()
  })
})

import { readFile } from 'node:fs/promises'

export type Provenance = { source: string | null; asOf: string | null }

/** The `# source:` and `# as of:` comment lines at the top of a branch CSV file. */
export async function readProvenance(file: string): Promise<Provenance> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return { source: null, asOf: null }
  }
  const head = text.split(/\r?\n/, 5)
  const value = (pattern: RegExp) =>
    head.map((line) => pattern.exec(line)?.[1]?.trim()).find(Boolean) ?? null
  return {
    source: value(/^#\s*source:\s*(.+)$/i),
    asOf: value(/^#\s*as of:\s*(\d{4}-\d{2}-\d{2})\s*$/i),
  }
}

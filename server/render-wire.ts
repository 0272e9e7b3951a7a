/** What crosses between the main thread and a render thread for a render's API requests. */

/** A request from a render thread to the main thread's content routes, as it crosses. */
export type WireRequest = {
  id: number
  url: string
  method: string
  headers: [string, string][]
  body: string | null
}
/** Its answer. */
export type WireResponse = { id: number; status: number; headers: [string, string][]; body: string }

/** Headers as pairs, to cross between threads. */
export function headerList(headers: Headers): [string, string][] {
  const list: [string, string][] = []
  headers.forEach((value, name) => list.push([name, value]))
  return list
}

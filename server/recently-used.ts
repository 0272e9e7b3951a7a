/**
 * The value kept in `map` under `key`, made the most recently used; else `make()`'s, kept, after
 * dropping the least recently used entry when the map holds `maxEntries`. A Map keeps insertion
 * order, so the first key is the least recently used.
 */
export function recentlyUsed<K, V>(map: Map<K, V>, key: K, maxEntries: number, make: () => V): V {
  const kept = map.get(key)
  if (kept !== undefined) {
    map.delete(key)
    map.set(key, kept)
    return kept
  }
  if (map.size >= maxEntries) {
    const oldest = map.keys().next()
    if (!oldest.done) map.delete(oldest.value)
  }
  const made = make()
  map.set(key, made)
  return made
}

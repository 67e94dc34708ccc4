/**
 * The most recently used entries, at most `capacity`. A Map keeps insertion order, so moving
 * a hit to the end and dropping the first entry is a least-recently-used cache in a few lines;
 * not worth a dependency.
 */
export function recentlyUsed<V>(capacity: number) {
  const entries = new Map<string, V>();
  return {
    get size() {
      return entries.size;
    },
    getOrMake(key: string, make: () => V): V {
      const found = entries.get(key);
      if (found !== undefined) {
        entries.delete(key);
        entries.set(key, found);
        return found;
      }
      const made = make();
      entries.set(key, made);
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
      return made;
    },
  };
}

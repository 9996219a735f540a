/**
 * A small time-limited cache of promises, so concurrent readers share one database read. Ages are
 * measured on the monotonic clock: they are elapsed times, not moments a test moves.
 */
export function ttlCache<V>(ms: number) {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key: string, load: () => Promise<V>, maxAge = ms): Promise<V> {
      const hit = entries.get(key);
      if (hit && performance.now() - hit.at <= maxAge) return hit.value;
      const value = load();
      entries.set(key, { at: performance.now(), value });
      // A failed read is not remembered.
      value.catch(() => entries.delete(key));
      if (entries.size > 10_000) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}

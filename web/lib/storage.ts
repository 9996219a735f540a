// Storage can be unavailable (blocked cookies, some private modes): values then live in memory
// for the life of the tab, so the app still works.
const memory = new Map<string, string>();

/** The value kept in localStorage under `key`, or null. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

/** Keeps `value` in localStorage under `key`; null removes it. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
  }
}

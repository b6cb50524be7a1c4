import type { KeyValueStorage } from './keyValueStorage.ts';

/**
 * A KeyValueStorage held in memory: the stand-in where browser storage is missing or
 * disabled, and the fake the tests use. `entries` exposes what is stored, for inspection.
 */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

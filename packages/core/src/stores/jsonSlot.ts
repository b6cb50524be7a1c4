import { warnToConsole, type KeyValueStorage, type StoreLogger } from './keyValueStorage.ts';

/** One JSON value under one storage key. */
export interface JsonSlot<T> {
  /** The stored value, or the fallback when it is missing, corrupt or of the wrong shape. */
  read(): T;
  /** Stores the value; false (and a log line) when storage refused it, e.g. over quota. */
  write(value: T): boolean;
  clear(): void;
}

/** Checks that parsed JSON has the shape a store expects. */
export type ShapeCheck<T> = (value: unknown) => value is T;

/**
 * The one place that reads and writes JSON in storage. A corrupt value never throws into a
 * page: docs/product.md section 8 says a local parse failure is only logged and the data treated as empty.
 */
export function jsonSlot<T>(
  storage: KeyValueStorage,
  key: string,
  validate: ShapeCheck<T>,
  fallback: T,
  logger: StoreLogger = warnToConsole,
): JsonSlot<T> {
  return {
    read() {
      let raw: string | null;
      let parsed: unknown;
      try {
        // getItem itself can throw where storage is disabled (private modes, sandboxed frames).
        raw = storage.getItem(key);
        if (raw === null) return fallback;
        parsed = JSON.parse(raw);
      } catch (error) {
        logger(`Local data "${key}" could not be read; treating it as empty.`, error);
        return fallback;
      }
      if (!validate(parsed)) {
        logger(`Local data "${key}" has an unexpected shape; treating it as empty.`, raw);
        return fallback;
      }
      return parsed;
    },
    write(value) {
      try {
        storage.setItem(key, JSON.stringify(value));
        return true;
      } catch (error) {
        logger(`Local data "${key}" could not be saved.`, error);
        return false;
      }
    },
    clear() {
      try {
        storage.removeItem(key);
      } catch (error) {
        logger(`Local data "${key}" could not be removed.`, error);
      }
    },
  };
}

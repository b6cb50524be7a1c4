/**
 * The slice of the Web Storage API the stores need. `localStorage` and `sessionStorage`
 * satisfy it; tests pass a Map-backed fake. Stores never touch a global storage themselves.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where a store reports data it could not read or write. Production may pass a no-op. */
export type StoreLogger = (message: string, detail?: unknown) => void;

// Looked up at call time, so importing this module touches no global.
export const warnToConsole: StoreLogger = (message, detail) => console.warn(message, detail);
